import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWaczSigner, writeWacz } from '../../src/services/capture/package';
import { fetchWaczKey } from '../../src/verify/trusted-key';
import { waczStep } from '../../src/verify/wacz-step';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The package-signing key is published (GET /api/share/waczKey) and `npm run verify --key-url` compares a
 * package's key with it instead of only printing a fingerprint (issue 23 item 4; decision 644).
 */
let t: TestApp;
let base = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wacz-key-'));
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { run: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function packageSignedBy(signerDir: string, name: string): Promise<string> {
  const wacz = await writeWacz({ title: 't', mainPageUrl: 'https://a.test/', mainPageDate: '2026-11-27T00:00:00.000Z', har: { log: { version: '1.2', entries: [] } }, resources: [], software: 's', signer: loadWaczSigner(signerDir) });
  const file = path.join(dir, name);
  const zip = new yazl.ZipFile();
  zip.addBuffer(wacz.bytes, 'p/x_网页取证.wacz');
  zip.end();
  await new Promise<void>((resolve) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()));
  return file;
}

describe('the published WACZ signing key', () => {
  it('is answered to anyone: the SPKI the packages carry, its fingerprint and a PEM of the same key', async () => {
    const res = await fetch(`${base}/api/share/waczKey`);
    const body = (await res.json()) as { code: number; data: { algorithm: string; publicKey: string; fingerprint: string; pem: string } };
    expect(body.code).toBe(200);
    const signer = loadWaczSigner(t.config.dataDir);
    expect(body.data).toMatchObject({ algorithm: 'ECDSA P-384', publicKey: signer.publicKey, fingerprint: signer.fingerprint });
    expect(createPublicKey(body.data.pem).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(signer.publicKey);
  });

  it('is compared by verify: the platform\'s own package passes, one signed by another key fails', async () => {
    const published = await fetchWaczKey(base);
    expect(published.fetchedFrom).toBe(`${base}/api/share/waczKey`);
    const own = await waczStep(await packageSignedBy(t.config.dataDir, 'own.zip'), 'p/x_网页取证.wacz', published);
    expect(own).toMatchObject({ ok: true });
    expect(own!.zh).toContain(`与平台公布的密钥一致（${base}/api/share/waczKey）`);
    const otherDir = fs.mkdtempSync(path.join(dir, 'other-'));
    const forged = await waczStep(await packageSignedBy(otherDir, 'other.zip'), 'p/x_网页取证.wacz', published);
    expect(forged).toMatchObject({ ok: false });
    expect(forged!.zh).toContain('不是平台公布的密钥');
    // without --key-url the step says it did not compare, instead of implying it did
    const unchecked = await waczStep(await packageSignedBy(otherDir, 'plain.zip'), 'p/x_网页取证.wacz');
    expect(unchecked).toMatchObject({ ok: true });
    expect(unchecked!.zh).toContain('未与平台公布的密钥比对');
  });
});
