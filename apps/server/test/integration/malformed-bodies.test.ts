import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MSG, MSG, NOTARIAL_LOOKUP_MSG } from '@evidence/shared/constants';
import { freshIp } from '../helpers/api';
import { bodyCallers, bodyRoutes, type BodyCaller, type BodyRoute } from '../helpers/body-routes';
import { expectNoLeak } from '../helpers/checks';
import { tenants } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 23 items 9 and 10 for every route at once, the routes read from the app's own router
 * (so a new route is covered the day it is added): a multipart body with no boundary, cut short or with
 * a boundary that never comes, and a JSON body that is a string, an array or null. Each is answered with
 * the envelope, a Chinese message with no English words, never HTTP 500, never an error-level log line.
 * Every caller kind is tried (anonymous, the demo accounts, an operator, a notary) so that the body
 * reaches the handler's parser past each route's guard.
 */
type Caller = BodyCaller;

let t: TestApp;
const log: string[] = [];
let callers: Caller[];
let routes: BodyRoute[];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void log.push(line) } });
  const who = await tenants(t);
  callers = await bodyCallers(t, who);
  routes = await bodyRoutes(t);
});

afterAll(async () => t?.close());

const ENGLISH_WORD = /[A-Za-z]{2,}/g;
/** names the spec uses inside Chinese text */
const ALLOWED_WORDS = new Set(['SM3', 'SHA', 'PDF', 'PNG', 'JPG', 'JPEG', 'GIF', 'ZIP', 'ID', 'IP', 'URL', 'QR', 'MB', 'KB', 'GB', 'OTT']);

/**
 * Routes a machine calls in its own protocol, not the envelope (the payment provider's notice, the tus upload
 * protocol): they too must never answer 500 or log an error, but their answers are the protocol's.
 */
const PROTOCOL_ROUTES = [/^\/api\/payment\/notify\//i, /^\/api\/upload\/tus(?:\/|$)/i];

function expectChineseEnvelope(where: string, status: number, text: string): { code: number; msg: string } {
  expect(status, where).not.toBe(500);
  const url = where.split(' ')[1] ?? '';
  if (PROTOCOL_ROUTES.some((r) => r.test(url))) return { code: status, msg: '' };
  const body = JSON.parse(text) as { code: number; msg: string; data: unknown };
  expect(Object.keys(body).sort(), where).toEqual(['code', 'data', 'msg']);
  expect(body.code, where).not.toBe(500);
  expect(body.msg, where).toMatch(/[\u4e00-\u9fff]/);
  const english = (body.msg.match(ENGLISH_WORD) ?? []).filter((w) => !ALLOWED_WORDS.has(w.toUpperCase()));
  expect(english, `${where}: ${body.msg}`).toEqual([]);
  expectNoLeak(text);
  return body;
}

function errorLines(): string[] {
  return log.filter((line) => {
    const entry = JSON.parse(line) as { level: number; err?: { stack?: string } };
    return entry.level >= 50 || Boolean(entry.err?.stack);
  });
}

const B = 'xBoundary123';
const HEAD = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const MULTIPART_BODIES: Array<{ name: string; contentType: string; payload: string }> = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: `${HEAD}\x89PNG\r\n--${B}--\r\n` },
  { name: 'cut short', contentType: `multipart/form-data; boundary=${B}`, payload: `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\n签名\r\n${HEAD}\x89PNG\r\n\x1a\n` },
  { name: 'boundary mismatch', contentType: `multipart/form-data; boundary=${B}`, payload: `--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n--other--\r\n` },
];
/** what a broken multipart body may be answered with: the shared reader's words, or a route's own for a cut upload */
const MULTIPART_WORDS = new Set<string>([MSG.badMultipart, INGEST_MSG.imageIncomplete, NOTARIAL_LOOKUP_MSG.incomplete]);

describe('a broken multipart body', () => {
  it('the router lists the body routes, the multipart ones among them', () => {
    const multipart = routes.filter((r) => r.multipart).map((r) => r.url.toLowerCase());
    expect(routes.length).toBeGreaterThan(100);
    for (const url of ['/api/upload/uploadnormal', '/api/elcsign/savesign', '/api/elcsign/contracttempcreate', '/api/elcsign/contracttempedit', '/api/elcsign/sealcreate', '/api/seal/create', '/api/signature/submit']) {
      expect(multipart).toContain(url);
    }
  });

  it('is answered 400 请求格式不正确 (or the route\'s words for a cut upload) on every route, with no error logged', async () => {
    log.length = 0;
    const unreached: string[] = [];
    for (const route of routes) {
      for (const body of MULTIPART_BODIES) {
        let reached = false;
        for (const caller of callers) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { ...caller.headers, 'content-type': body.contentType },
            payload: Buffer.from(body.payload, 'latin1'),
            remoteAddress: freshIp(),
          });
          const where = `${route.method} ${route.url} ${body.name} as ${caller.name}`;
          const answer = expectChineseEnvelope(where, res.statusCode, res.body);
          if (MULTIPART_WORDS.has(answer.msg) || answer.msg === MSG.badRequest) {
            expect({ where, status: res.statusCode, code: answer.code }).toEqual({ where, status: 400, code: 400 });
            reached = true;
          }
          if (route.multipart && answer.msg === MSG.badRequest) unreached.push(`${where}: ${answer.msg}`);
        }
        if (route.multipart && !reached) unreached.push(`${route.url} ${body.name}: no caller reached the parser`);
      }
    }
    expect(unreached).toEqual([]);
    expect(errorLines()).toEqual([]);
  });

  it('no boundary is 请求格式不正确 even where a cut upload has words of its own', async () => {
    const who = callers.find((c) => c.name === 'individual')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { ...who.headers, 'content-type': 'multipart/form-data' }, payload: 'x', remoteAddress: freshIp() });
    expect(res.json()).toEqual({ code: 400, msg: MSG.badMultipart, data: null });
    const cut = MULTIPART_BODIES[1]!;
    const short = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { ...who.headers, 'content-type': cut.contentType }, payload: Buffer.from(cut.payload, 'latin1'), remoteAddress: freshIp() });
    expect(short.json()).toEqual({ code: 400, msg: INGEST_MSG.imageIncomplete, data: null });
  });
});

describe('a JSON body that is no object', () => {
  it('is answered in Chinese, never 500, on every route and for every caller', async () => {
    log.length = 0;
    for (const route of routes) {
      for (const payload of ['"一段文字"', '[1,2,3]', 'null']) {
        for (const caller of callers) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { ...caller.headers, 'content-type': 'application/json' },
            payload,
            remoteAddress: freshIp(),
          });
          expectChineseEnvelope(`${route.method} ${route.url} ${payload} as ${caller.name}`, res.statusCode, res.body);
        }
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('sealCreate answers a string body with its own Chinese words, not zod\'s', async () => {
    const main = callers.find((c) => c.name === 'companyMain')!;
    for (const payload of ['"generate"', '[]', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ElcSign/sealCreate', headers: { ...main.headers, 'content-type': 'application/json' }, payload, remoteAddress: freshIp() });
      const body = res.json() as { code: number; msg: string };
      expect(res.statusCode).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(body.msg).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
