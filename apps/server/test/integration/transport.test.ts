import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { call, freshIp, register } from '../helpers/api';
import { counts, expectEnvelope, expectNoLeak, expectOk, raw } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, t.db, '13911110001', 'abc12345');
});
afterAll(async () => t?.close());

describe('routing', () => {
  it('GET /api/health answers ok and names no database kind', async () => {
    const r = await call(t.app, 'GET', '/api/health');
    expectOk(r);
    expect(r.body.data).toEqual({ status: 'ok', ledger: 'ok' });
  });

  it('matches paths case-insensitively', async () => {
    expectOk(await call(t.app, 'GET', '/API/HEALTH'));
    const img = await call(t.app, 'GET', '/api/register/getimgcode');
    expectOk(img);
    expect(img.body.data.captchaKey).toEqual(expect.any(String));
    expectOk(await call(t.app, 'GET', '/Api/Home/GetSiteConfig'));
    expectOk(await call(t.app, 'GET', '/api/health/'));
  });

  it('an unknown /api path answers HTTP 404 with the envelope', async () => {
    for (const url of ['/api/nope', '/api/data/noSuchCall', '/API/NOPE', '/api']) {
      expectEnvelope(await call(t.app, 'GET', url), 404, 404, MSG.apiNotFound);
    }
    // a known path with the wrong method is unknown too
    expectEnvelope(await call(t.app, 'GET', '/api/login'), 404, 404, MSG.apiNotFound);
    expectEnvelope(await call(t.app, 'POST', '/api/nope', { form: { a: '1' } }), 404, 404, MSG.apiNotFound);
  });

  it('without a built web app a page URL says so in Chinese', async () => {
    const r = await raw(t.app, { url: '/some/page' });
    expect(r.status).toBe(404);
    expect(r.text).toContain('网页尚未构建');
  });
});

describe('bodies', () => {
  it('accepts JSON as well as form-encoded bodies', async () => {
    const form = await call(t.app, 'POST', '/api/login', { form: { phone: '13911110001', password: 'abc12345' }, ip: freshIp() });
    expectOk(form);
    const json = await call(t.app, 'POST', '/api/login', { json: { phone: '13911110001', password: 'abc12345' }, ip: freshIp() });
    expectOk(json);
    expect(json.body.data.userInfo.phone).toBe('13911110001');
    const charset = await raw(t.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'phone=13911110001&password=abc12345',
      ip: freshIp(),
    });
    expectOk(charset.answer);
  });

  it('a URL with broken percent-encoding answers the 400 envelope', async () => {
    for (const url of ['/api/%ff', '/%ff']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: MSG.badRequest, data: null });
    }
  });

  it('headers too large for the HTTP parser answer the envelope on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, msg: MSG.headersTooLarge, data: null });
  });

  it('compresses answers for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('malformed JSON answers the 400 envelope without a stack', async () => {
    const before = await counts(t.db);
    for (const payload of ['{bad', '{"phone":', '{"__proto__":{"x":1}}', '']) {
      const r = await raw(t.app, { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload, ip: freshIp() });
      expectEnvelope(r.answer, 400, 400, MSG.badRequest);
      expectNoLeak(r.text);
    }
    expect(await counts(t.db)).toEqual(before);
  });

  it('malformed form encoding answers the 400 envelope', async () => {
    const r = await raw(t.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=%E4%ZZ&password=%',
      ip: freshIp(),
    });
    expect(r.status).toBe(400);
    expect(r.body?.code).toBe(400);
    expectNoLeak(r.text);
  });

  it('an unsupported content type answers the 400 envelope', async () => {
    for (const type of ['application/xml', 'multipart/form-data; boundary=x', 'image/png']) {
      const r = await raw(t.app, { method: 'POST', url: '/api/login', headers: { 'content-type': type }, payload: '<a/>', ip: freshIp() });
      expectEnvelope(r.answer, 400, 400, MSG.badRequest);
      expectNoLeak(r.text);
    }
    // text/plain has a parser in Fastify: the body is then a string, not the expected object
    const text = await raw(t.app, { method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'phone=1', ip: freshIp() });
    expectEnvelope(text.answer, 400, 400, MSG.badRequest);
  });

  it('a body over 1 MB answers 413 with the envelope', async () => {
    const big = JSON.stringify({ phone: '13911110001', password: 'x'.repeat(1024 * 1024 + 10) });
    const r = await raw(t.app, { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: big, ip: freshIp() });
    expectEnvelope(r.answer, 413, 400, MSG.bodyTooLarge);
    const form = await raw(t.app, {
      method: 'POST',
      url: '/api/Register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=13911110002&password=${'a1'.repeat(600_000)}`,
      ip: freshIp(),
    });
    expectEnvelope(form.answer, 413, 400, MSG.bodyTooLarge);
  });
});

describe('headers and docs', () => {
  it('sends the helmet security headers', async () => {
    const r = await raw(t.app, { url: '/api/health' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(r.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(r.headers['x-powered-by']).toBeUndefined();
  });

  it('serves an OpenAPI document listing the contract paths', async () => {
    const r = await raw(t.app, { url: '/api/docs/json' });
    expect(r.status).toBe(200);
    const doc = JSON.parse(r.text) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/Register', '/api/Register/sendSMS', '/api/user/getAuthInfo']));
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => limited?.close());

  it('the 6th request in a minute answers 429 with a Chinese message', async () => {
    for (let i = 0; i < 5; i += 1) expectOk(await call(limited.app, 'GET', '/api/health'));
    const sixth = await call(limited.app, 'GET', '/api/health');
    expectEnvelope(sixth, 429, 429, MSG.tooManyRequests);
    // another client is not affected
    expectOk(await call(limited.app, 'GET', '/api/health', { ip: '10.9.9.9' }));
  });
});

describe('the built web app', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>数据存证平台</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app");');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html for page URLs', async () => {
    for (const url of ['/', '/some/page', '/evidence/list?page=2']) {
      const r = await raw(web.app, { url });
      expect(r.status, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.text).toContain('<div id="root">');
      // the page itself must be revalidated, so a new deployment is picked up at once
      expect(r.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    }
  });

  it('serves assets as files and a missing asset as 404', async () => {
    const js = await raw(web.app, { url: '/assets/app.js' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.text).toBe('console.log("app");');
    // hashed assets are cached for a year (web-app.ts)
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await raw(web.app, { url: '/assets/missing.js' });
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });

  it('answers /favicon.ico with the app icon, which browsers ask for on a PDF or a JSON answer', async () => {
    const r = await raw(web.app, { url: '/favicon.ico' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.text).toContain('<svg');
  });

  it('never answers the page for /api paths', async () => {
    const r = await call(web.app, 'GET', '/api/nope');
    expectEnvelope(r, 404, 404, MSG.apiNotFound);
    expectOk(await call(web.app, 'GET', '/api/health'));
  });
});
