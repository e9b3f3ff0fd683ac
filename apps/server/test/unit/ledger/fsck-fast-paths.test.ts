import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalLeafJson, formatCheckpoint, generateSignerKey, openNote, signNote, validateLeafEntry, verifierKeyString } from '@evidence/ledger';
import { isPlainLeaf } from '../../../src/ledger/fsck-leaves';
import { fastCheckpointCheck, isPlainEd25519Key } from '../../../src/ledger/fsck-signatures';

/**
 * fsck's shortcuts may only ever say "fine" where the full check says so too: the entry pattern
 * (isPlainLeaf) against validate + canonical JSON, and the node:crypto signature check against
 * openNote. Random damage to valid inputs; a shortcut that accepts what the full check refuses fails.
 */
const canonical = (s: string) => {
  try {
    return canonicalLeafJson(validateLeafEntry(JSON.parse(s))) === s;
  } catch {
    return false;
  }
};

const SIZES = [0, 1, 9, 10, 999_999_999_999_999, 1_000_000_000_000_000, 2 ** 53 - 1];
const randomEntry = () => canonicalLeafJson({
  v: 1,
  sha256: randomBytes(32).toString('hex'),
  sm3: randomBytes(32).toString('hex'),
  ownerCommitment: randomBytes(32).toString('hex'),
  size: randomInt(3) === 0 ? SIZES[randomInt(SIZES.length)]! : randomInt(1e9),
  evidenceNo: String(randomInt(1e9)).padStart(18, '7'),
  savedAt: new Date(Date.UTC(randomInt(1970, 2200), randomInt(12), randomInt(1, 32), randomInt(24), randomInt(60), randomInt(60), randomInt(1000))).toISOString(),
});
const CHARS = '0123456789abcdefABCDEF"{},:.-+TZ \0\n\u00e9\u4e2dxv';

/** One to four characters replaced, inserted or removed. */
function damage(s: string): string {
  for (let j = randomInt(1, 5); j > 0; j -= 1) {
    const p = randomInt(s.length + 1);
    const c = CHARS[randomInt(CHARS.length)]!;
    const op = randomInt(3);
    s = op === 0 ? s.slice(0, p) + c + s.slice(p + 1) : op === 1 ? s.slice(0, p) + c + s.slice(p) : s.slice(0, p) + s.slice(p + 1);
  }
  return s;
}

describe('isPlainLeaf (fsck-leaves.ts)', () => {
  const prefix = 'x'.repeat(65); // where the entry starts in fsck's rows: leaf hash ‖ NUL

  it('admits most valid entries and only valid ones', () => {
    let plain = 0;
    for (let k = 0; k < 3_000; k += 1) {
      const s = randomEntry();
      expect(canonical(s)).toBe(true);
      if (isPlainLeaf(prefix + s, 65)) plain += 1;
      // the ones it leaves to the full check: a day after the 28th or a size of 16 digits
      else expect(/"savedAt":"\d{4}-\d\d-(29|30|31)|"size":\d{16}/.test(s)).toBe(true);
    }
    expect(plain).toBeGreaterThan(2_000);
  });

  it('never admits a damaged entry the full check refuses', () => {
    let refused = 0;
    for (let k = 0; k < 30_000; k += 1) {
      const s = damage(randomEntry());
      if (canonical(s)) continue;
      refused += 1;
      if (isPlainLeaf(prefix + s, 65)) expect.fail(`isPlainLeaf admitted ${JSON.stringify(s)}`);
    }
    expect(refused).toBeGreaterThan(25_000);
  });
});

describe('fastCheckpointCheck (fsck-signatures.ts)', () => {
  const signer = generateSignerKey('fsck.test/ledger');
  const key = verifierKeyString(signer.name, signer.publicKey);
  const check = fastCheckpointCheck([key]);

  it('accepts notes as the sequencer signs them', () => {
    for (let size = 0; size < 50; size += 1) {
      const root = randomBytes(32);
      const note = signNote(formatCheckpoint({ origin: signer.name, size, rootHash: root }), signer);
      expect(check(note, size, root.toString('hex'))).toBe(true);
    }
  });

  it('never accepts what openNote refuses, or a note of another size or root', () => {
    const root = randomBytes(32);
    const note = signNote(formatCheckpoint({ origin: signer.name, size: 1234, rootHash: root }), signer);
    expect(check(note, 1235, root.toString('hex'))).toBe(false);
    expect(check(note, 1234, randomBytes(32).toString('hex'))).toBe(false);
    let accepted = 0;
    for (let k = 0; k < 2_000; k += 1) {
      const damaged = damage(note);
      if (!check(damaged, 1234, root.toString('hex'))) continue;
      accepted += 1;
      // only a damage that left the note as it was (or an equivalent signature openNote also accepts)
      const opened = openNote(damaged, key);
      expect(opened.checkpoint.size).toBe(1234);
      expect(Buffer.from(opened.checkpoint.rootHash).equals(root)).toBe(true);
    }
    expect(accepted).toBeLessThan(2_000);
  });

  it('leaves keys of small order and non-canonical encodings to openNote', () => {
    expect(isPlainEd25519Key(signer.publicKey)).toBe(true);
    expect(isPlainEd25519Key(Buffer.alloc(32))).toBe(false); // y = 0
    expect(isPlainEd25519Key(Buffer.from('01'.padEnd(64, '0'), 'hex'))).toBe(false); // the identity
    expect(isPlainEd25519Key(Buffer.from('ed'.padEnd(62, 'f') + '7f', 'hex'))).toBe(false); // y = p
    expect(isPlainEd25519Key(Buffer.alloc(31))).toBe(false);
  });
});
