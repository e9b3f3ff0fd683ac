/**
 * The worked example of docs/ledger.md, built deterministically (fixed key seed; Ed25519 signatures
 * are deterministic). example.test.ts checks it still equals fixtures/example-proof.json.
 */
import {
  InMemoryTree, createProofBundle, formatCheckpoint, leafHashOfEntry, sha256, signNote, signerFromPrivateKey, toHex,
  utf8, verifierKeyString, type LeafEntry, type ProofBundle,
} from '../src/index';

export const EXAMPLE_ORIGIN = 'evidence.example.cn/ledger';
export const exampleSigner = signerFromPrivateKey(EXAMPLE_ORIGIN, sha256(utf8('evidence-ledger example key: never use it')));
export const exampleVerifierKey = verifierKeyString(exampleSigner.name, exampleSigner.publicKey);

export function exampleLeaf(i: number): LeafEntry {
  const file = utf8(`example file ${i}\n`);
  return {
    v: 1,
    sha256: toHex(sha256(file)),
    sm3: toHex(sha256(utf8(`stand-in for the SM3 of example file ${i}`))),
    size: file.length,
    evidenceNo: `2026112200000000${String(i).padStart(2, '0')}`,
    savedAt: `2026-11-22T03:00:0${i}.000Z`,
    ownerCommitment: toHex(sha256(utf8(`salt ${i} ‖ owner ${i}`))),
  };
}

export function buildExample(): { bundle: ProofBundle; file: Uint8Array; tree: InMemoryTree } {
  const tree = new InMemoryTree();
  for (let i = 0; i < 6; i++) tree.append(leafHashOfEntry(exampleLeaf(i)));
  const checkpoint = signNote(formatCheckpoint({ origin: EXAMPLE_ORIGIN, size: 6, rootHash: tree.root(6) }), exampleSigner);
  const bundle = createProofBundle({
    leaf: exampleLeaf(4), leafIndex: 4, treeSize: 6, inclusionProof: tree.inclusionProof(4, 6), checkpoint,
    verifierKey: exampleVerifierKey,
    anchors: [{
      type: 'evm', chainId: 1337, txHash: `0x${'ab'.repeat(32)}`, blockNumber: 42, blockHash: `0x${'cd'.repeat(32)}`,
      timestamp: 1795316410, rootHash: toHex(tree.root(6)), explorerUrl: `https://explorer.example.cn/tx/0x${'ab'.repeat(32)}`,
    }],
  });
  return { bundle, file: utf8('example file 4\n'), tree };
}
