import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifierKeyFingerprint } from '@evidence/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /api/verify/offlineVerifier and …Info (decision 834) on a web build of the test's own (WEB_DIST):
 * the platform's key, name and address written into the placeholder, the printed SHA-256 that of the
 * bytes served, the fingerprint SHA-256 of the public key; without a build, or a build that lost the
 * placeholder, a Chinese refusal instead of a verifier without the key. The real file from disk, offline,
 * is apps/web/e2e/offline-verifier.spec.ts.
 */
let t: TestApp;
let webDist: string;
const template = '<!doctype html><meta name="evidence-ledger" content="__EVIDENCE_LEDGER__"><p>离线验证器</p>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-verifier-web-'));
  fs.mkdirSync(path.join(webDist, 'offline'));
  t = await createTestApp({ WEB_DIST: webDist, SITE_NAME: '测试存证平台 "A&B"', PUBLIC_URL: 'https://evidence.test' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const templatePath = () => path.join(webDist, 'offline', 'offline-verifier.html');

describe('the offline verifier download', () => {
  it('without a web build: a Chinese refusal, no file', async () => {
    const r = await call(t.app, 'GET', '/api/verify/offlineVerifierInfo', { ip: freshIp() });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe('离线验证器暂不可用：网页尚未构建，请联系平台运营方');
    const res = await t.app.inject({ method: 'GET', url: '/api/verify/offlineVerifier' });
    expect(res.json().code).toBe(400);
  });

  it('serves the build with the key built in; the printed SHA-256 is the served bytes\'', async () => {
    fs.writeFileSync(templatePath(), template);
    const info = await call<{ fileName: string; sha256: string; size: number; verifierKey: string; keyFingerprint: string }>(t.app, 'GET', '/api/verify/offlineVerifierInfo', { ip: freshIp() });
    expect(info.body.code).toBe(200);
    const key = t.ledger.signer.verifierKey;
    expect(info.body.data.verifierKey).toBe(key);
    expect(info.body.data.keyFingerprint.replace(/ /g, '')).toBe(verifierKeyFingerprint(key));
    expect(info.body.data.keyFingerprint).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);

    const res = await t.app.inject({ method: 'GET', url: '/api/verify/offlineVerifier' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('证据包离线验证器.html'));
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(info.body.data.sha256);
    expect(res.rawPayload.length).toBe(info.body.data.size);
    const html = res.body;
    expect(html).not.toContain('__EVIDENCE_LEDGER__');
    // the attribute is escaped: the quotes and & of the site name cannot end it
    const content = /content="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(content)).toEqual({ verifierKey: key, siteName: '测试存证平台 "A&B"', siteUrl: 'https://evidence.test' });
  });

  it('a changed build is read again; one that lost the placeholder is refused', async () => {
    const before = (await call<{ sha256: string }>(t.app, 'GET', '/api/verify/offlineVerifierInfo', { ip: freshIp() })).body.data.sha256;
    fs.writeFileSync(templatePath(), `${template}<p>新版本</p>`);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(templatePath(), later, later);
    const after = (await call<{ sha256: string }>(t.app, 'GET', '/api/verify/offlineVerifierInfo', { ip: freshIp() })).body.data.sha256;
    expect(after).not.toBe(before);

    fs.writeFileSync(templatePath(), '<!doctype html><p>没有占位符</p>');
    const much = new Date(Date.now() + 10_000);
    fs.utimesSync(templatePath(), much, much);
    const r = await call(t.app, 'GET', '/api/verify/offlineVerifierInfo', { ip: freshIp() });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe('离线验证器暂不可用：文件不完整，请联系平台运营方');
  });
});
