import { createHash } from 'node:crypto';
import { fromHex, inclusionProofAt, verifyInclusion } from '@evidence/ledger';
import type { AppContext } from '../../../context';
import { recordLeafProblem } from '../../../ledger/fsck-evidence';
import { checkpointVerifier } from '../../../ledger/checkpoint-verifier';
import { nodeSource } from '../../../ledger/node-store';
import { BlobMissingError } from '../../../providers/blob/blob-store';

export type CheckResult = 'ok' | 'mismatch' | 'missing';

/** One record's re-check and, when it fails, why (in Chinese, naming the record). */
export interface RecordCheck {
  result: CheckResult;
  reason: string | null;
}

/** The original's SHA-256 and SM3 as it is stored now, read as a stream (never whole in memory). */
async function hashStored(ctx: Pick<AppContext, 'blobs'>, key: string, signal: AbortSignal): Promise<{ sha256: string; sm3: string } | null> {
  try {
    const body = await ctx.blobs.get(key);
    const sha = createHash('sha256');
    const sm3 = createHash('sm3');
    for await (const chunk of body) {
      if (signal.aborted) {
        body.destroy();
        throw new Error('deCode aborted');
      }
      sha.update(chunk as Buffer);
      sm3.update(chunk as Buffer);
    }
    return { sha256: sha.digest('hex'), sm3: sm3.digest('hex') };
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
}

/**
 * deCode's check of one record (issue 15): the row holds to its ledger leaf; the leaf is included in the
 * latest checkpoint this ledger signed (RFC 9162 inclusion proof against the note's root, the note's
 * signature checked with the ledger's own key); the original read back from the BlobStore has the
 * SHA-256 and SM3 the leaf records. A record whose leaf no checkpoint covers yet throws: the job tries
 * again later (a checkpoint follows within the batch interval).
 */
export async function checkRecord(ctx: AppContext, evidenceId: number, signal: AbortSignal): Promise<RecordCheck> {
  const row = await ctx.db.selectFrom('evidence').selectAll().where('id', '=', evidenceId).executeTakeFirst();
  if (!row) return { result: 'missing', reason: '存证记录不存在' };
  const no = `保全号 ${row.evidence_no}`;
  if (row.deleted_at !== null) return { result: 'missing', reason: `${no} 的存证记录已删除` };
  const leaf = row.leaf_index === null ? undefined : await ctx.db.selectFrom('ledger_leaves').select(['entry', 'leaf_hash']).where('leaf_index', '=', Number(row.leaf_index)).executeTakeFirst();
  if (!leaf || recordLeafProblem(row, leaf)) return { result: 'mismatch', reason: `${no} 的存证记录与账本不一致` };
  const cp = await ctx.db.selectFrom('ledger_checkpoints').selectAll().orderBy('tree_size', 'desc').limit(1).executeTakeFirst();
  const index = Number(row.leaf_index);
  if (!cp || Number(cp.tree_size) <= index) throw new Error(`leaf ${index} is not covered by a checkpoint yet`);
  if (!checkpointVerifier(ctx.ledger.signer)(cp.note, Number(cp.tree_size), cp.root_hash)) return { result: 'mismatch', reason: '账本检查点签名无效，请联系公证处' };
  const proof = await inclusionProofAt(index, Number(cp.tree_size), nodeSource(ctx.db));
  if (!verifyInclusion(fromHex(leaf.leaf_hash), index, Number(cp.tree_size), proof, fromHex(cp.root_hash))) return { result: 'mismatch', reason: `${no} 未能在账本中得到验证` };
  const stored = row.blob_key === null ? null : await hashStored(ctx, row.blob_key, signal);
  if (!stored) return { result: 'missing', reason: `${no} 的原始文件缺失` };
  if (stored.sha256 !== row.sha256 || stored.sm3 !== row.sm3) return { result: 'mismatch', reason: `${no} 的原始文件与保全时记录的哈希值不一致` };
  return { result: 'ok', reason: null };
}
