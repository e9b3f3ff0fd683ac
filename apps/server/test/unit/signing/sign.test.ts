import fs from 'node:fs';
import path from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_OID } from '../../../src/services/signing/cades-signer';
import { findSignatures } from '../../../src/services/signing/find-signatures';
import { inspectPdfSignatures, VERDICT } from '../../../src/services/signing/inspect-signatures';
import { renderDocument } from '../../../src/services/signing/layout/render-document';
import { signPdf } from '../../../src/services/signing/sign-pdf';
import { loadSigningIdentity, type SigningIdentity } from '../../../src/services/signing/signing-identity';
import { LOCAL_TEST_CERT_FILE, LOCAL_TEST_CN, officeLocalTest } from '../../../src/services/signing/local-test-certificate';
import { readCertification } from '../../../src/services/signing/certification';
import { startTestTsa, type TestTsa } from '../../helpers/anchor/test-tsa';
import { makeP12, pdfsig, sampleDocument, tempDir, writeTemp } from '../../helpers/signing/fixtures';

const dir = tempDir('signing-sign-');
const warnings: string[] = [];
const log = { warn: (_: object, msg: string) => void warnings.push(msg) };
const opts = { reason: '公证文书签署', location: '中国', signerName: '数据存证平台' };
let identity: SigningIdentity;
let tsa: TestTsa;
let document: Uint8Array;

beforeAll(async () => {
  identity = loadSigningIdentity({ dataDir: dir });
  tsa = await startTestTsa();
  document = (await renderDocument(sampleDocument(20))).pdf;
});
afterAll(async () => {
  await tsa.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function signedAttributeTypes(pdf: Buffer): string[] {
  const raw = findSignatures(pdf).found[0]!;
  const ci = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(raw.cms).buffer).result });
  const sd = new pkijs.SignedData({ schema: ci.content });
  return sd.signerInfos[0]!.signedAttrs!.attributes.map((a) => a.type);
}

describe('signPdf', () => {
  it('B-B: pdfsig finds a valid ETSI.CAdES.detached SHA-256 signature over the whole file, without signingTime', async () => {
    const signed = await signPdf({ identity, log }, document, opts);
    const report = pdfsig(writeTemp(dir, 'bb.pdf', signed));
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(report).toContain('SHA-256');
    expect(report).toContain(LOCAL_TEST_CN);
    expect(signedAttributeTypes(signed).sort()).toEqual([CMS_OID.contentType, CMS_OID.messageDigest, CMS_OID.signingCertificateV2].sort());
    const seen = await inspectPdfSignatures(signed, identity.fingerprint256);
    expect(seen.verdict).toBe(VERDICT.valid);
    expect(seen.signatures).toHaveLength(1);
    expect(seen.signatures[0]).toMatchObject({ signer: LOCAL_TEST_CN, coversWholeDocument: true, digestMatches: true, signatureVerifies: true, platformCertificate: true, hasTimeStamp: false, timeStampTime: null });
    expect(Math.abs(Date.parse(seen.signatures[0]!.claimedTime!) - Date.now())).toBeLessThan(60_000);
    // the signing application is a readable PDF name (it was /#6570#636E…: UTF-16 units escaped as bytes; outside review)
    expect(Buffer.from(signed).toString('latin1')).toMatch(/\/App\s*<<\s*\/Name\s*\/EvidencePlatform\s*>>/);
  });

  it('B-T with the test TSA: a verified time stamp over the signature; pdfsig still valid', async () => {
    const before = tsa.requests;
    const signed = await signPdf({ identity, log, tsa: { url: tsa.url, timeoutMs: 5000, certPem: tsa.certPem } }, document, opts);
    expect(tsa.requests).toBe(before + 1);
    const report = pdfsig(writeTemp(dir, 'bt.pdf', signed));
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    const seen = await inspectPdfSignatures(signed, identity.fingerprint256);
    expect(seen.verdict).toBe(VERDICT.valid);
    expect(seen.signatures[0]!.hasTimeStamp).toBe(true);
    expect(Math.abs(Date.parse(seen.signatures[0]!.timeStampTime!) - Date.now())).toBeLessThan(60_000);
  });

  it('a TSA that is down gives a B-B signature and a warning, never a made-up time', async () => {
    await tsa.down();
    try {
      warnings.length = 0;
      const signed = await signPdf({ identity, log, tsa: { url: tsa.url, timeoutMs: 2000 } }, document, opts);
      expect(warnings.join()).toMatch(/without a time stamp/);
      const seen = await inspectPdfSignatures(signed, identity.fingerprint256);
      expect(seen.verdict).toBe(VERDICT.valid);
      expect(seen.signatures[0]).toMatchObject({ hasTimeStamp: false, timeStampTime: null });
    } finally {
      await tsa.up();
    }
  });

  it('one flipped byte inside the signed range: pdfsig reports a digest mismatch, the check says 文件在签名后被修改', async () => {
    const signed = await signPdf({ identity, log }, document, opts);
    const changed = Buffer.from(signed);
    const at = Math.floor(findSignatures(changed).found[0]!.byteRange[1] / 2);
    changed[at] = changed[at]! ^ 0x01;
    expect(pdfsig(writeTemp(dir, 'flipped.pdf', changed))).toContain('Digest Mismatch');
    const seen = await inspectPdfSignatures(changed, identity.fingerprint256);
    expect(seen.verdict).toBe(VERDICT.modified);
    expect(seen.signatures[0]).toMatchObject({ digestMatches: false, signatureVerifies: true });
    const appended = Buffer.concat([signed, Buffer.from('\n% appended\n')]);
    expect((await inspectPdfSignatures(appended)).verdict).toBe(VERDICT.appended);
  });
});

describe('certification signature (DocMDP, issue 23 item 3)', () => {
  it('certify writes the DocMDP transform into the signature dictionary and /Perms into the catalog; a plain signature has neither', async () => {
    const office = loadSigningIdentity({ dataDir: dir, localTest: officeLocalTest('测试公证处') });
    expect(office.commonName).toBe('测试公证处 本地测试签名证书 (local test certificate, not for production)');
    expect(office.fingerprint256).not.toBe(identity.fingerprint256);
    const certified = await signPdf({ identity: office, log }, document, { ...opts, certify: { permissions: 1 } });
    expect(await readCertification(certified)).toEqual({ byteRange: findSignatures(certified).found[0]!.byteRange, permissions: 1 });
    const seen = await inspectPdfSignatures(certified, { platform: identity, office });
    expect(seen.signatures[0]).toMatchObject({ certification: 1, officeCertificate: true, platformCertificate: false, localTestCertificate: true, verdict: VERDICT.valid });
    expect(pdfsig(writeTemp(dir, 'certified.pdf', certified))).toContain('Signature is Valid');
    const plain = await signPdf({ identity, log }, document, opts);
    expect(await readCertification(plain)).toBeNull();
    expect((await inspectPdfSignatures(plain, { platform: identity, office })).signatures[0]).toMatchObject({ certification: null, platformCertificate: true, officeCertificate: false });
  });

  it('a certification signature must be the first: a signed PDF is refused', async () => {
    const plain = await signPdf({ identity, log }, document, opts);
    await expect(signPdf({ identity, log }, plain, { ...opts, certify: { permissions: 1 } })).rejects.toThrow('first signature');
  });
});

describe('signing identity', () => {
  it('the local test certificate is made once, mode 0600, and the same after a restart', () => {
    const file = path.join(dir, LOCAL_TEST_CERT_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = loadSigningIdentity({ dataDir: dir });
    expect(again.fingerprint256).toBe(identity.fingerprint256);
    expect(again.isLocalTest).toBe(true);
    expect(new Date(again.certificate.validTo).getTime() - Date.now()).toBeGreaterThan(9.9 * 365 * 86_400_000);
  });

  it('a configured PKCS#12 file signs instead, and is not the platform certificate of another identity', async () => {
    const p12 = path.join(dir, 'office.p12');
    makeP12(p12, 'geheim', 'Test Notary Office Signing');
    const office = loadSigningIdentity({ dataDir: dir, p12File: p12, p12Password: 'geheim' });
    expect(office.isLocalTest).toBe(false);
    const signed = await signPdf({ identity: office, log }, document, opts);
    expect(pdfsig(writeTemp(dir, 'p12.pdf', signed))).toContain('Signer Certificate Common Name: Test Notary Office Signing');
    const seen = await inspectPdfSignatures(signed, identity.fingerprint256);
    expect(seen.signatures[0]).toMatchObject({ signer: 'Test Notary Office Signing', platformCertificate: false });
    expect(seen.verdict).toBe(VERDICT.valid);
  });
});

describe('inspectPdfSignatures on garbage', () => {
  it('answers a verdict, never throws', async () => {
    const signed = await signPdf({ identity, log }, document, opts);
    const [a, b, c] = findSignatures(signed).found[0]!.byteRange;
    const cases: Array<[Uint8Array, string]> = [
      [new Uint8Array(0), VERDICT.none],
      [Buffer.from('not a pdf at all'), VERDICT.none],
      [document, VERDICT.none],
      [Buffer.from('%PDF-1.7\n/ByteRange [0 10 99999999 5]\n'), VERDICT.invalid],
      [Buffer.from('%PDF-1.7\n/ByteRange [0 9 12 0]<zz>'), VERDICT.invalid],
      [signed.subarray(0, c + 5), VERDICT.invalid], // truncated after the signature value
      [Buffer.concat([signed.subarray(0, a + b + 1), Buffer.from('3082'.padEnd(c - a - b - 2, '0')), signed.subarray(c - 1)]), VERDICT.invalid],
    ];
    for (const [bytes, verdict] of cases) expect((await inspectPdfSignatures(bytes)).verdict).toBe(verdict);
    for (let i = 0; i < 20; i++) {
      const noise = Buffer.from(signed);
      for (let j = 0; j < 50; j++) noise[Math.floor(Math.random() * noise.length)] = Math.floor(Math.random() * 256);
      await expect(inspectPdfSignatures(noise)).resolves.toHaveProperty('verdict');
    }
  });
});
