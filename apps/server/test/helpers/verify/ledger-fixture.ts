import { createHash, randomBytes } from 'node:crypto';
import {
  createProofBundle, formatCheckpoint, generateSignerKey, InMemoryTree, leafHashOfEntry, signNote, verifierKeyString,
  type AnchorReceipt, type LeafEntry, type ProofBundle, type SignerKey,
} from '@evidence/ledger';

/**
 * A small ledger built with packages/ledger alone (no database, no server): one real file among
 * random leaves, a checkpoint signed with a fresh key, and proof bundles for it.
 */
export interface TestLedger {
  origin: string;
  signer: SignerKey;
  verifierKey: string;
  tree: InMemoryTree;
  entries: LeafEntry[];
}

export function leafOf(content: Uint8Array, n: number): LeafEntry {
  return {
    v: 1,
    sha256: createHash('sha256').update(content).digest('hex'),
    sm3: createHash('sm3').update(content).digest('hex'),
    size: content.length,
    evidenceNo: String(202611220000000000 + n),
    savedAt: new Date(Date.UTC(2026, 10, 22, 3, 0, n)).toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  };
}

/** `size` leaves; leaf `index` is `content`'s, the others are random files. */
export function buildLedger(content: Uint8Array, index: number, size: number, origin = 'verify.example.cn/ledger'): TestLedger {
  const signer = generateSignerKey(origin);
  const tree = new InMemoryTree();
  const entries = Array.from({ length: size }, (_, i) => leafOf(i === index ? content : randomBytes(64), i));
  for (const e of entries) tree.append(leafHashOfEntry(e));
  return { origin, signer, verifierKey: verifierKeyString(signer.name, signer.publicKey), tree, entries };
}

export function signedCheckpoint(ledger: TestLedger, size: number, signer: SignerKey = ledger.signer): string {
  return signNote(formatCheckpoint({ origin: ledger.origin, size, rootHash: ledger.tree.root(size) }), signer);
}

export function bundleOf(ledger: TestLedger, index: number, size: number, anchors: AnchorReceipt[] = []): ProofBundle {
  return createProofBundle({
    leaf: ledger.entries[index]!, leafIndex: index, treeSize: size,
    inclusionProof: ledger.tree.inclusionProof(index, size),
    checkpoint: signedCheckpoint(ledger, size), verifierKey: ledger.verifierKey, anchors,
  });
}
