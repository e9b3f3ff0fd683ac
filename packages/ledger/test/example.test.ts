import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allStepsOk, canonicalLeafJson, leafHashOfEntry, parseProofBundle, sha256, toHex, verifyProofBundle } from '../src/index';
import { buildExample, exampleSigner, exampleVerifierKey } from './example';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/example-proof.json', import.meta.url), 'utf8')) as unknown;

describe('the worked example of docs/ledger.md', () => {
  const { bundle, file } = buildExample();

  it('is reproduced exactly from its fixed key and leaves', () => {
    expect(bundle).toEqual(fixture);
  });

  it('verifies from the file bytes alone', () => {
    const steps = verifyProofBundle(parseProofBundle(fixture), { trustedVerifierKey: exampleVerifierKey, fileSha256: toHex(sha256(file)) });
    expect(allStepsOk(steps)).toBe(true);
  });

  it('prints the values the document quotes', () => {
    // Run with DEBUG_EXAMPLE=1 to print them when the document needs updating.
    if (process.env.DEBUG_EXAMPLE) {
      console.log(JSON.stringify({
        privateKeyHex: toHex(exampleSigner.privateKey), publicKeyHex: toHex(exampleSigner.publicKey), verifierKey: exampleVerifierKey,
        canonical: canonicalLeafJson(bundle.leaf), leafHash: toHex(leafHashOfEntry(bundle.leaf)),
        steps: verifyProofBundle(bundle, { trustedVerifierKey: exampleVerifierKey, fileSha256: toHex(sha256(file)) }),
      }, null, 2));
    }
    expect(bundle.inclusionProof.length).toBe(2);
  });
});
