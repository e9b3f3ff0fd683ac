/**
 * Pure rules for reading the `{code,msg,data}` envelope (001 §8). Kept free of browser and app
 * imports so they are unit-tested in node.
 */
import { MSG, ResponseCode } from '@evidence/shared/constants';

export interface RawEnvelope {
  code: number;
  msg: string;
  data: unknown;
}

/** What the client does with an answer. */
export type Outcome =
  | { kind: 'ok' }
  | { kind: 'sessionExpired' }
  /** a 403 that only says the notarial certificate is still being generated */
  | { kind: 'info'; text: string }
  | { kind: 'error' };

export const CERTIFICATE_PENDING_TEXT = '公证书正在生成中';

/** The home page is exempt from the 403 rule: it is public and may show partial data. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}

function mentionsCertificatePending(env: RawEnvelope): boolean {
  const data = typeof env.data === 'string' ? env.data : JSON.stringify(env.data ?? '');
  return data.includes(CERTIFICATE_PENDING_TEXT) || env.msg.includes(CERTIFICATE_PENDING_TEXT);
}

export function classify(env: RawEnvelope, pathname: string): Outcome {
  // Some old checks accept the string '200' (000 §8); Number() covers both.
  const code = Number(env.code);
  if (code === ResponseCode.ok) return { kind: 'ok' };
  if (code === ResponseCode.sessionExpired) return { kind: 'sessionExpired' };
  if (code === ResponseCode.forbidden && !isHomePath(pathname)) {
    if (mentionsCertificatePending(env)) return { kind: 'info', text: env.msg || CERTIFICATE_PENDING_TEXT };
    return { kind: 'sessionExpired' };
  }
  return { kind: 'error' };
}

/** Reads an envelope out of a parsed body; anything else becomes a server error envelope. */
export function toEnvelope(body: unknown, httpStatus: number): RawEnvelope {
  if (body && typeof body === 'object' && 'code' in body) {
    const b = body as Record<string, unknown>;
    return {
      code: Number(b.code),
      msg: typeof b.msg === 'string' ? b.msg : '',
      data: 'data' in b ? b.data : null,
    };
  }
  if (httpStatus === 401) return { code: ResponseCode.sessionExpired, msg: MSG.sessionExpired, data: null };
  if (httpStatus === 429) return { code: ResponseCode.tooMany, msg: MSG.tooManyRequests, data: null };
  return { code: httpStatus >= 400 ? httpStatus : ResponseCode.serverError, msg: MSG.serverError, data: null };
}

/** `/login?redirect=<path+search>`; the login page itself is never a redirect target. */
export function loginUrl(currentPathAndSearch: string, loginPath = '/login'): string {
  if (!currentPathAndSearch || currentPathAndSearch === '/' || currentPathAndSearch.startsWith(loginPath)) return loginPath;
  return `${loginPath}?redirect=${encodeURIComponent(currentPathAndSearch)}`;
}

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
