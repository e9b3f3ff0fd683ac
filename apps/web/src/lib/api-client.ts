/**
 * The one place that talks HTTP to the server: headers, form encoding, the envelope, session
 * expiry (408, and 403 off the home page), network failures. Callers get `data` or an ApiError
 * whose `msg` is the server's Chinese text to show (001 §8).
 */
import type { z } from 'zod';
import { MSG, ROLE_HEADER } from '@evidence/shared/constants';
import { classify, loginUrl, toEnvelope, type RawEnvelope } from './envelope';
import { encodeForm, withQuery, type FormValue } from './form-encode';
import { toast } from './feedback';
import { session } from './session';

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** true when the client already told the user (expiry, network, info) — do not toast again */
  readonly handled: boolean;
  constructor(env: RawEnvelope, handled = false) {
    super(env.msg || `请求失败（${env.code}）`);
    this.name = 'ApiError';
    this.code = env.code;
    this.msg = env.msg || this.message;
    this.data = env.data;
    this.handled = handled;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** 'user': account token + role header; 'admin': operator token; the two never mix. */
export type AuthScope = 'user' | 'admin';

export interface RequestOptions<T> {
  params?: Record<string, FormValue>;
  body?: Record<string, FormValue>;
  /** a multipart body (uploads); the browser sets its Content-Type with the boundary */
  multipart?: FormData;
  scope?: AuthScope;
  /** validates and types `data`; a mismatch is logged, not fatal (the server is the authority) */
  schema?: z.ZodType<T>;
  /** 'silent': on expiry only forget the token (the public home page with a stale token) */
  onExpired?: 'redirect' | 'silent';
  signal?: AbortSignal;
  /** receives the server's msg of a successful answer (pages that show it, e.g. delete, 000 §8) */
  onMessage?: (msg: string) => void;
  /** a JSON body (calls whose body nests, like the phone signing's fields) instead of the form */
  json?: unknown;
  /** gives up after this many ms with `timeoutMessage` (001 §9: the phone signing pages, 60,000 ms) */
  timeoutMs?: number;
  timeoutMessage?: string;
}

interface Hooks {
  /** where the user is (or is going to, during a navigation) — the redirect target after login */
  currentPath: () => string;
  /** navigate to the login page and drop cached server data */
  onSessionExpired: (scope: AuthScope, loginTarget: string) => void;
}

let hooks: Hooks = {
  currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search),
  onSessionExpired: (_scope, target) => window.location.assign(target),
};

export function configureApiClient(next: Partial<Hooks>): void {
  hooks = { ...hooks, ...next };
}

// One expiry toast per token, even when several requests fail together.
let announcedFor: string | undefined;

function expire(scope: AuthScope, token: string | null, mode: 'redirect' | 'silent'): void {
  if (scope === 'admin') session.adminClear();
  else session.clear();
  if (mode === 'silent') return;
  const key = token ?? 'none';
  if (announcedFor !== key) {
    announcedFor = key;
    toast.error(MSG.sessionExpired, 'session-expired');
  }
  hooks.onSessionExpired(scope, loginUrl(hooks.currentPath(), scope === 'admin' ? '/admin/login' : '/login'));
}

function headersFor(scope: AuthScope): { headers: Record<string, string>; token: string | null } {
  const s = session.get();
  const token = scope === 'admin' ? s.adminToken : s.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (scope === 'user') headers[ROLE_HEADER] = s.role;
  return { headers, token };
}

export async function request<T = unknown>(method: 'GET' | 'POST', path: string, options: RequestOptions<T> = {}): Promise<T> {
  const scope = options.scope ?? 'user';
  const { headers, token } = headersFor(scope);
  const timer = options.timeoutMs ? new AbortController() : null;
  const signal = timer ? (options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal) : options.signal;
  const init: RequestInit = { method, headers, signal, credentials: 'same-origin' };
  if (method === 'POST' && options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.json);
  } else if (method === 'POST' && options.multipart) {
    init.body = options.multipart;
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = encodeForm(options.body).toString();
  }

  let response: Response;
  let body: unknown;
  const clock = timer ? setTimeout(() => timer.abort(), options.timeoutMs) : undefined;
  try {
    response = await fetch(withQuery(path, options.params), init);
    body = await response.json().catch(() => null);
  } catch (e) {
    // our own timer: a clear refusal the page shows (not a silent abort)
    if (timer?.signal.aborted) throw new ApiError({ code: 0, msg: options.timeoutMessage ?? MSG.networkError, data: null });
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    toast.error(MSG.networkError, 'network-error');
    throw new ApiError({ code: 0, msg: MSG.networkError, data: null }, true);
  } finally {
    clearTimeout(clock);
  }

  const env = toEnvelope(body, response.status);
  const outcome = classify(env, typeof window === 'undefined' ? '/' : window.location.pathname);
  switch (outcome.kind) {
    case 'ok':
      options.onMessage?.(env.msg);
      return parseData(env.data, options.schema, path);
    case 'sessionExpired':
      expire(scope, token, options.onExpired ?? 'redirect');
      throw new ApiError({ ...env, msg: env.msg || MSG.sessionExpired }, true);
    case 'info':
      toast.info(outcome.text);
      throw new ApiError(env, true);
    default:
      throw new ApiError(env);
  }
}

function parseData<T>(data: unknown, schema: z.ZodType<T> | undefined, path: string): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn(`[api] ${path}: answer does not match its contract`, parsed.error.issues);
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
};

/** The text to show for any thrown value. */
export function errorText(e: unknown): string {
  if (isApiError(e)) return e.msg;
  return MSG.serverError;
}

/** Shows a failure unless the client already did (expiry, network, info). */
export function reportError(e: unknown): void {
  if (isApiError(e)) {
    if (!e.handled) toast.error(e.msg);
    return;
  }
  if (e instanceof DOMException && e.name === 'AbortError') return;
  console.error(e);
  toast.error(MSG.serverError);
}
