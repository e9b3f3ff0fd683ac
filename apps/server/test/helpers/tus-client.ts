import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../src/context';
import type { Caller } from './tenants';

export interface TusAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
  body: any;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/**
 * The server's address, listening on loopback. tus answers are sent through the raw response,
 * which app.inject does not finish for a 204, so tus calls go over real HTTP.
 */
async function baseOf(app: App): Promise<string> {
  let addr = app.server.address();
  if (!addr || typeof addr === 'string') {
    await app.listen({ port: 0, host: '127.0.0.1' });
    addr = app.server.address();
  }
  if (!addr || typeof addr === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${addr.port}`;
}

/** One tus request over HTTP, as tus-js-client sends it (bearer token and role header). */
export async function tusCall(app: App, method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, opts: { caller?: Caller; headers?: Record<string, string>; body?: Buffer; omit?: string[] } = {}): Promise<TusAnswer> {
  const headers: Record<string, string> = { 'tus-resumable': '1.0.0', ...opts.headers };
  // a header tus-js-client always sends, left out (the refusal tests)
  for (const name of opts.omit ?? []) delete headers[name];
  if (opts.caller) {
    headers.authorization = `Bearer ${opts.caller.token}`;
    headers.role = opts.caller.role;
  }
  if (opts.body) headers['content-type'] ??= 'application/offset+octet-stream';
  const res = await fetch((await baseOf(app)) + url, { method, headers, body: opts.body });
  const raw = await res.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    // tus answers plain text for some statuses
  }
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body };
}

/** POST: creates an upload of `size` bytes; returns its URL. */
export async function createUpload(app: App, caller: Caller | undefined, size: number, meta: Record<string, string> = { filename: 'a.txt' }): Promise<TusAnswer & { url: string }> {
  const metadata = Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(',');
  const res = await tusCall(app, 'POST', '/api/upload/tus', { caller, headers: { 'upload-length': String(size), 'upload-metadata': metadata } });
  return { ...res, url: String(res.headers.location ?? '') };
}

export async function patchChunk(app: App, caller: Caller | undefined, url: string, offset: number, chunk: Buffer): Promise<TusAnswer> {
  return tusCall(app, 'PATCH', url, { caller, headers: { 'upload-offset': String(offset) }, body: chunk });
}

/**
 * A PATCH whose connection breaks after `sent` of its bytes (a lost network, a closed tab): the
 * request announces the whole chunk, sends part of it, then the socket is destroyed.
 */
export async function patchCutOff(app: App, caller: Caller, url: string, offset: number, chunk: Buffer, sent: number): Promise<void> {
  const base = new URL((await baseOf(app)) + url);
  await new Promise<void>((resolve) => {
    const req = http.request(base, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${caller.token}`, role: caller.role, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(chunk.length) },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(chunk.subarray(0, sent), () => {
      // let the server read what was sent before the connection goes
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
  });
}

/** Uploads `data` in chunks of `chunk` bytes; the last answer carries the record. */
export async function uploadAll(app: App, caller: Caller, data: Buffer, meta: Record<string, string> = { filename: 'a.txt' }, chunk = 5_242_880): Promise<TusAnswer> {
  const created = await createUpload(app, caller, data.length, meta);
  if (created.status !== 201) return created;
  let last: TusAnswer = created;
  for (let offset = 0; offset < data.length; offset += chunk) {
    last = await patchChunk(app, caller, created.url, offset, data.subarray(offset, offset + chunk));
    if (last.status >= 300) return last;
  }
  return last;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const sm3 = (b: Buffer) => createHash('sm3').update(b).digest('hex');
export const text = (s: string) => Buffer.from(s, 'utf8');
export const random = (n: number) => randomBytes(n);
