import { consistencyProofPlan, foldPlan, rootPlan, toBase64, toHex } from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import type { TConsistencyProof } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { prefetchNodes } from '../../ledger/node-store';
import { latestCheckpoint } from './checkpoints';

/** RFC 9162 consistency proof between two tree sizes, both within the latest signed checkpoint. */
export async function getConsistencyProof(db: Db, q: { first: number; second: number }): Promise<TConsistencyProof> {
  const latest = await latestCheckpoint(db);
  if (q.second > latest.tree_size) throw refuse(LEDGER_MSG.sizeNotReached);
  const proofPlan = q.first === q.second ? [] : consistencyProofPlan(q.first, q.second);
  const lookup = await prefetchNodes(db, [proofPlan, rootPlan(q.first), rootPlan(q.second)]);
  const [firstRoot] = foldPlan(rootPlan(q.first), lookup);
  const [secondRoot] = foldPlan(rootPlan(q.second), lookup);
  return { first: q.first, second: q.second, firstRoot: toHex(firstRoot!), secondRoot: toHex(secondRoot!), proof: foldPlan(proofPlan, lookup).map(toBase64) };
}
