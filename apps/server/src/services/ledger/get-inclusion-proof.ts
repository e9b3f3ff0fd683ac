import { foldPlan, inclusionProofPlan, rootPlan, toBase64, toHex } from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import type { TInclusionProof } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { prefetchNodes } from '../../ledger/node-store';
import { checkpointAt, latestCheckpoint } from './checkpoints';

/**
 * RFC 9162 inclusion proof of one leaf (by index or by hash) for a tree size up to the latest
 * signed checkpoint; without a size, for the latest checkpoint itself. The leaf hash, the proof and
 * the root are folded from the stored subtree hashes fetched in one query.
 */
export async function getInclusionProof(
  db: Db,
  q: { index?: number | undefined; leafHash?: string | undefined; treeSize?: number | undefined },
): Promise<TInclusionProof> {
  const latest = await latestCheckpoint(db);
  const size = q.treeSize ?? latest.tree_size;
  if (size > latest.tree_size) throw refuse(LEDGER_MSG.sizeNotReached);
  let index = q.index;
  if (q.leafHash !== undefined) {
    const row = await db
      .selectFrom('ledger_leaves')
      .select('leaf_index')
      .where('leaf_hash', '=', q.leafHash)
      .where('leaf_index', '<', size)
      .orderBy('leaf_index')
      .executeTakeFirst();
    if (!row) throw refuse(LEDGER_MSG.leafNotFound);
    index = row.leaf_index;
  }
  if (index === undefined || index >= size) throw refuse(LEDGER_MSG.indexBeyondTree);
  const proofPlan = inclusionProofPlan(index, size);
  const leafPlan = [[{ level: 0, index }]];
  const lookup = await prefetchNodes(db, [proofPlan, rootPlan(size), leafPlan]);
  const root = foldPlan(rootPlan(size), lookup)[0]!;
  const cp = size === latest.tree_size ? latest : await checkpointAt(db, size);
  return {
    leafIndex: index,
    leafHash: toHex(lookup(0, index)),
    treeSize: size,
    rootHash: toHex(root),
    proof: foldPlan(proofPlan, lookup).map(toBase64),
    checkpoint: cp?.note ?? null,
  };
}
