import { createHash } from 'node:crypto';
import type * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnchorError } from '../../../src/providers/anchor/anchor-error';
import type { AnchorInput, TsaAnchorReceipt } from '../../../src/providers/anchor/anchor-provider';
import { createTsaAnchor, verifyTsaToken } from '../../../src/providers/anchor/tsa-anchor';
import { parseToken } from '../../../src/providers/anchor/tsa-token';
import { createTsaIdentity } from '../../helpers/anchor/tsa-certificate';
import { type TestTsa, TEST_TSA_POLICY, startTestTsa } from '../../helpers/anchor/test-tsa';

const root = (label: string) => new Uint8Array(createHash('sha256').update(label).digest());
const input = (label: string): AnchorInput => ({ origin: 'test.example/log', treeSize: 3, rootHash: root(label), checkpoint: 'note' });
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

let tsa: TestTsa;
let receipt: TsaAnchorReceipt;

async function stamp(label: string, opts: { certPem?: string; timeoutMs?: number } = {}): Promise<TsaAnchorReceipt> {
  const r = await createTsaAnchor({ url: tsa.url, timeoutMs: opts.timeoutMs ?? 3000, ...opts }).anchor(input(label));
  if (r.type !== 'tsa') throw new Error('expected a TSA receipt');
  return r;
}

async function failure(label: string, opts: { certPem?: string; timeoutMs?: number } = {}): Promise<AnchorError> {
  const err = await stamp(label, opts).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AnchorError);
  return err as AnchorError;
}

beforeAll(async () => {
  tsa = await startTestTsa();
  receipt = await stamp('first', { certPem: tsa.certPem });
});
afterAll(async () => {
  await tsa?.stop();
});

describe('RFC 3161 anchor', () => {
  it('returns a token over SHA-256 of the raw root, with the request nonce', () => {
    expect(receipt).toMatchObject({ type: 'tsa', rootHash: hex(root('first')), tsa: tsa.url });
    expect(Math.abs(Date.parse(receipt.genTime) - Date.now())).toBeLessThan(60_000);
    const { tstInfo, signedData } = parseToken(new Uint8Array(Buffer.from(receipt.token, 'base64')));
    expect(tstInfo.policy).toBe(TEST_TSA_POLICY);
    expect(tstInfo.messageImprint.hashAlgorithm.algorithmId).toBe('2.16.840.1.101.3.4.2.1');
    expect(hex(new Uint8Array(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView)))
      .toBe(createHash('sha256').update(root('first')).digest('hex'));
    expect(tstInfo.nonce).toBeDefined();
    expect(signedData.certificates).toHaveLength(1); // certReq true
  });

  it('verifies with the embedded certificate and with the right trusted certificate', async () => {
    const embedded = await verifyTsaToken(receipt);
    expect(embedded.ok, embedded.en).toBe(true);
    expect(embedded.en).toMatch(/identity is not checked/);
    const pinned = await verifyTsaToken(receipt, { certPem: tsa.certPem, expectedRoot: root('first') });
    expect(pinned.ok, pinned.en).toBe(true);
    expect(pinned.zh).toContain('时间戳核验通过');
  });

  it('does not verify with another trusted certificate, and the client refuses such a TSA', async () => {
    const other = await createTsaIdentity('Another TSA');
    const check = await verifyTsaToken(receipt, { certPem: other.certPem });
    expect(check.ok).toBe(false);
    expect(check.en).toMatch(/not signed by the trusted TSA certificate/);
    expect((await failure('x', { certPem: other.certPem })).code).toBe('bad-response');
  });

  it('does not verify a token with a flipped byte anywhere its content, signer or signature lives', async () => {
    const der = Buffer.from(receipt.token, 'base64');
    const original = parseToken(der);
    const meaning = (t: ReturnType<typeof parseToken>) => JSON.stringify([
      hex(new Uint8Array(t.signedData.encapContentInfo.eContent!.getValue())),
      hex(new Uint8Array(t.signedData.signerInfos[0]!.signature.valueBlock.valueHexView)),
      hex(new Uint8Array(t.signedData.signerInfos[0]!.signedAttrs!.encodedValue)),
      (t.signedData.certificates ?? []).map((c) => hex(new Uint8Array((c as pkijs.Certificate).toSchema().toBER()))),
    ]);
    // Every 5th byte (every byte takes ~6 s): a flip must fail verification, unless it left everything
    // signed or certified unchanged (an unsigned tag, e.g. NULL vs empty OCTET STRING parameters), so
    // the token still means the same.
    let detected = 0;
    let tried = 0;
    for (let at = 0; at < der.length; at += 5, tried++) {
      const bad = Buffer.from(der);
      bad[at]! ^= 0x01;
      const check = await verifyTsaToken({ ...receipt, token: bad.toString('base64') }, { certPem: tsa.certPem });
      if (!check.ok) detected++;
      else expect(meaning(parseToken(bad)), `byte ${at}`).toBe(meaning(original));
    }
    expect(detected).toBeGreaterThan(tried - 3);
    const imprintAt = der.indexOf(createHash('sha256').update(root('first')).digest());
    const bad = Buffer.from(der);
    bad[imprintAt]! ^= 0x80;
    expect((await verifyTsaToken({ ...receipt, token: bad.toString('base64') })).ok).toBe(false);
  }, 15_000);

  it('does not verify for another root or a changed time', async () => {
    const otherRoot = await verifyTsaToken({ ...receipt, rootHash: hex(root('other')) }, { certPem: tsa.certPem });
    expect(otherRoot.ok).toBe(false);
    expect(otherRoot.en).toMatch(/imprint does not match/);
    expect((await verifyTsaToken(receipt, { expectedRoot: root('other') })).ok).toBe(false);
    const later = new Date(Date.parse(receipt.genTime) + 1000).toISOString();
    expect((await verifyTsaToken({ ...receipt, genTime: later })).ok).toBe(false);
    expect((await verifyTsaToken({ ...receipt, token: 'AAAA' })).ok).toBe(false);
  });

  it('refuses a TSA whose certificate lacks the timeStamping purpose', async () => {
    const misissued = await startTestTsa({ commonName: 'Not a TSA', timeStamping: false });
    try {
      const r = createTsaAnchor({ url: misissued.url, timeoutMs: 3000 });
      await expect(r.anchor(input('eku'))).rejects.toThrow(/lacks the timeStamping extended key usage/);
    } finally {
      await misissued.stop();
    }
  });
});

describe('RFC 3161 anchor failures', () => {
  const modes = [
    ['rejection', 'rejected', /refused the request: status rejection \(request refused by the test TSA; failInfo badRequest\)/],
    ['http-error', 'rejected', /answered HTTP 500/],
    ['garbage', 'bad-response', /not a TimeStampResp/],
    ['wrong-nonce', 'bad-response', /another nonce/],
    ['wrong-imprint', 'bad-response', /imprint does not match/],
    ['hang', 'timeout', /did not answer within 300 ms/],
  ] as const;
  for (const [mode, code, message] of modes) {
    it(`fails clearly when the TSA answers '${mode}'`, async () => {
      tsa.mode = mode;
      try {
        const err = await failure(mode, { timeoutMs: 300 });
        expect(err.code).toBe(code);
        expect(err.message).toMatch(message);
        expect(err.message).toContain(tsa.url);
      } finally {
        tsa.mode = 'granted';
      }
    });
  }

  it('fails clearly while the TSA is down, and works once it is back', async () => {
    await tsa.down();
    const err = await failure('down');
    expect(err.code).toBe('unreachable');
    expect(err.message).toMatch(/unreachable: .*ECONNREFUSED/);
    expect(err.retryable).toBe(true);
    await tsa.up();
    expect((await verifyTsaToken(await stamp('down'), { certPem: tsa.certPem })).ok).toBe(true);
  });
});
