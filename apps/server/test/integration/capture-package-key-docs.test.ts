import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCertificateView } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { blobsOf } from '../helpers/esign/phone-calls';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { readZip } from '../../src/services/capture/package';
import { loadDownloadSecret } from '../../src/services/downloads/signed-url';
import { certificateViewToken } from '../../src/services/certificate/view-token';

/**
 * Issue 23 item 4: a web capture's report PDF and its record's certificate name the key that signed the
 * package (SHA-256 of the SPKI in datapackage-digest.json) and where the platform publishes it, so a
 * court can compare the package's key with the platform's without trusting the package.
 */
const SITE = 'https://evidence.example.cn';
let t: TestApp;
let who: Tenants;
let site: CaptureSite;

beforeAll(async () => {
  site = await startCaptureSite();
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, JOBS_POLL_MS: '50', PUBLIC_URL: SITE });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const pdfText = (bytes: Buffer, name: string) => {
  const file = path.join(t.dataDir, name);
  fs.writeFileSync(file, bytes);
  if (process.env.KEY_DOCS_OUT) fs.copyFileSync(file, path.join(process.env.KEY_DOCS_OUT, name));
  // without layout spaces and the fields' colons: a value wrapped over lines reads as one
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\s：]+/g, '');
};

describe('the documents of a web capture', () => {
  it('name the package-signing key of its WACZ and where the platform publishes it', async () => {
    const r = await call(t.app, 'POST', '/api/Processforensics/addWebProcess', { token: who.individual.token, role: who.individual.role, form: { url: `${site.httpsUrl}/`, title: '签名密钥取证' }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    const done = await waitFor(async () => {
      const c = await t.db.selectFrom('captures').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      return c.status === 'succeeded' || c.status === 'failed' ? c : null;
    }, 90_000, 'the capture to end');
    expect(done.fail_reason).toBeNull();
    const files = JSON.parse(done.files_json!) as Array<{ role: string; blobKey: string }>;
    const read = async (role: string) => Buffer.concat(await (await blobsOf(t).get(files.find((f) => f.role === role)!.blobKey)).toArray());
    // the key as the package carries it, and its fingerprint computed here, not taken from the platform
    const digest = JSON.parse((await readZip(await read('package'))).get('datapackage-digest.json')!.toString('utf8')) as { signedData: { publicKey: string } };
    const fingerprint = createHash('sha256').update(Buffer.from(digest.signedData.publicKey, 'base64')).digest('hex');
    const published = await call<{ fingerprint: string }>(t.app, 'GET', '/api/share/waczKey');
    expect(published.body.data.fingerprint).toBe(fingerprint);
    const named = `证据包签名密钥SHA-256指纹${fingerprint}密钥公布地址${SITE}/api/share/waczKey`;

    expect(pdfText(await read('report'), 'report.pdf')).toContain(named);

    const evidence = await t.db.selectFrom('evidence').select(['evidence_no']).where('id', '=', Number(done.evidence_id)).executeTakeFirstOrThrow();
    const viewToken = certificateViewToken(loadDownloadSecret(t.dataDir, undefined), evidence.evidence_no);
    const v = await call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query: { baoquan: evidence.evidence_no, viewToken }, ip: freshIp() });
    expect(v.body.code, v.body.msg).toBe(200);
    const cert = await t.app.inject({ method: 'GET', url: v.body.data.certificateUrl });
    expect(cert.statusCode).toBe(200);
    expect(pdfText(cert.rawPayload, 'certificate.pdf')).toContain(named);
  });
});
