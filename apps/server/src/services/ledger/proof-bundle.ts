import { createProofBundle, inclusionProofAt, validateLeafEntry, type AnchorReceipt, type ProofBundle } from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { nodeSource } from '../../ledger/node-store';
import type { LedgerSigner } from '../../ledger/signing-key';
import { latestCheckpoint } from './checkpoints';

/**
 * Picks the checkpoint a leaf's proof.json is built on: the smallest checkpoint covering the leaf
 * whose anchors all succeeded (else the one with the most successful anchors); before any anchor
 * covers the leaf, the latest signed checkpoint, with no anchor claimed.
 */
async function chooseCheckpoint(db: Db, leafIndex: number) {
  const anchored = await db
    .selectFrom('ledger_checkpoints')
    .innerJoin('ledger_anchors', 'ledger_anchors.checkpoint_id', 'ledger_checkpoints.id')
    .select(['ledger_checkpoints.id', 'ledger_checkpoints.tree_size'])
    .where('ledger_checkpoints.tree_size', '>', leafIndex)
    .where('ledger_anchors.status', '=', 'success')
    .groupBy(['ledger_checkpoints.id', 'ledger_checkpoints.tree_size'])
    .orderBy('ledger_checkpoints.tree_size')
    .limit(20)
    .execute();
  let best: { id: number; successes: number; complete: boolean } | null = null;
  for (const c of anchored) {
    const rows = await db.selectFrom('ledger_anchors').select('status').where('checkpoint_id', '=', c.id).execute();
    const successes = rows.filter((r) => r.status === 'success').length;
    const complete = successes === rows.length;
    if (complete) return db.selectFrom('ledger_checkpoints').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    if (!best || successes > best.successes) best = { id: c.id, successes, complete };
  }
  if (best) return db.selectFrom('ledger_checkpoints').selectAll().where('id', '=', best.id).executeTakeFirstOrThrow();
  return latestCheckpoint(db);
}

/** proof.json for one leaf (see docs/ledger.md): everything an outside verifier needs. */
export async function buildProofBundle(db: Db, signer: LedgerSigner, leafIndex: number): Promise<ProofBundle> {
  const leaf = await db.selectFrom('ledger_leaves').select(['entry']).where('leaf_index', '=', leafIndex).executeTakeFirst();
  if (!leaf) throw refuse(LEDGER_MSG.indexBeyondTree);
  const cp = await chooseCheckpoint(db, leafIndex);
  if (cp.tree_size <= leafIndex) throw refuse(LEDGER_MSG.notYetCheckpointed);
  const anchors = await db
    .selectFrom('ledger_anchors')
    .select('receipt')
    .where('checkpoint_id', '=', cp.id)
    .where('status', '=', 'success')
    .orderBy('id')
    .execute();
  return createProofBundle({
    leaf: validateLeafEntry(JSON.parse(leaf.entry)),
    leafIndex,
    treeSize: cp.tree_size,
    inclusionProof: await inclusionProofAt(leafIndex, cp.tree_size, nodeSource(db)),
    checkpoint: cp.note,
    verifierKey: signer.verifierKey,
    anchors: anchors.map((a) => JSON.parse(a.receipt!) as AnchorReceipt),
  });
}
