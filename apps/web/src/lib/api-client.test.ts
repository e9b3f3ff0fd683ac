import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@evidence/shared/constants';

/** A memory localStorage, so the session module works in node. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

type ApiModule = typeof import('./api-client');
type SessionModule = typeof import('./session');
let client: ApiModule;
let sessionModule: SessionModule;
const storage = memoryStorage();

beforeAll(async () => {
  vi.stubGlobal('localStorage', storage);
  client = await import('./api-client');
  sessionModule = await import('./session');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', storage);
});

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('request', () => {
  it('form-encodes the body and sends the token and role headers', async () => {
    sessionModule.session.login('tok-1', '2');
    const fetchMock = answer({ code: 200, msg: 'ok', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const data = await client.api.post('/api/x', { body: { phone: '13800000001', empty: undefined, agree: true } });
    expect(data).toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers.role).toBe('2');
    expect(headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(init.body).toBe('phone=13800000001&agree=1');
  });

  it('throws refusals with the server message for the caller to show', async () => {
    vi.stubGlobal('fetch', answer({ code: 400, msg: '图形验证码不正确', data: { needCaptcha: true } }));
    const error = await client.api.post('/api/login').catch((e: unknown) => e);
    expect(client.isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 400, msg: '图形验证码不正确', data: { needCaptcha: true }, handled: false });
  });

  it('on expiry clears the session and sends the user to the login page', async () => {
    sessionModule.session.login('tok-2', '1');
    const onSessionExpired = vi.fn();
    client.configureApiClient({ currentPath: () => '/setting', onSessionExpired });
    vi.stubGlobal('fetch', answer({ code: 408, msg: '', data: null }, 401));
    const error = await client.api.get('/api/user/getAuthInfo').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 408, msg: MSG.sessionExpired, handled: true });
    expect(sessionModule.session.get().token).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith('user', '/login?redirect=%2Fsetting');
  });

  it('silent expiry only forgets the token', async () => {
    sessionModule.session.login('tok-3', '1');
    const onSessionExpired = vi.fn();
    client.configureApiClient({ onSessionExpired });
    vi.stubGlobal('fetch', answer({ code: 408, msg: '', data: null }, 401));
    await client.api.get('/api/user/getAuthInfo', { onExpired: 'silent' }).catch(() => undefined);
    expect(sessionModule.session.get().token).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('operator requests carry the operator token, no role, and expire to the console login', async () => {
    sessionModule.session.adminLogin('op-1');
    const onSessionExpired = vi.fn();
    client.configureApiClient({ currentPath: () => '/admin/sms', onSessionExpired });
    const fetchMock = answer({ code: 408, msg: '', data: null }, 401);
    vi.stubGlobal('fetch', fetchMock);
    await client.api.get('/api/admin/me', { scope: 'admin' }).catch(() => undefined);
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer op-1');
    expect(headers.role).toBeUndefined();
    expect(sessionModule.session.get().adminToken).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith('admin', '/admin/login?redirect=%2Fadmin%2Fsms');
  });

  it('turns a network failure into the connection message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await client.api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 0, msg: MSG.networkError, handled: true });
  });

  it('reads a rate-limit answer without a JSON body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Too Many', { status: 429 })));
    const error = await client.api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 429, msg: MSG.tooManyRequests });
  });
});

describe('timeoutMs (001 §9: the phone signing pages give up after 60,000 ms)', () => {
  it('aborts a request that takes longer and answers the page\'s message; a quick one is not touched', async () => {
    const hanging = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    vi.stubGlobal('fetch', hanging);
    await expect(client.api.get('/api/slow', { timeoutMs: 20, timeoutMessage: '请求超时' })).rejects.toMatchObject({ msg: '请求超时', handled: false });
    vi.stubGlobal('fetch', answer({ code: 200, msg: 'ok', data: 1 }));
    expect(await client.api.get('/api/quick', { timeoutMs: 1000, timeoutMessage: '请求超时' })).toBe(1);
  });

  it('sends a JSON body when asked', async () => {
    const fetchMock = answer({ code: 200, msg: 'ok', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await client.api.post('/api/j', { json: { fields: [{ id: 1 }] } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"fields":[{"id":1}]}');
  });
});
