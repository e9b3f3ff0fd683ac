import { createHash } from 'node:crypto';
import { EvidenceStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { crashPoint } from '../jobs/crash-point';
import { completeEvidence, recordEvidence, type NewEvidence } from './record-evidence';

/**
 * Preserves the document a job step makes at most once per `key` (issue 23 item 6, decision 664). A job
 * killed after its evidence row was written but before the job recorded it (or before the leaf) left a row
 * that its retry could not see, so the retry rendered, signed and preserved the document again and the first
 * row got its own leaf at a later start: two validly signed documents of one job. Now the row is written with
 * an `evidence_sources` row of `key` in one transaction, and a retry looks there first:
 * - the row has its leaf, or its blob is whole and its hashes check: adopted (its leaf appended if missing)
 *   and returned, with the `detail` the first attempt stored — `make` is not called;
 * - otherwise (no leaf and the blob missing or partial) the row is removed, nothing of it was ever in the
 *   ledger or shown as preserved, and the document is made anew.
 * The caller sets its own state (flow 已完成, 取证成功, the order's documents) only after this returns, so that
 * state is never visible before the row has its leaf.
 */
/** Rows written here always name their blob (NewEvidence.blobKey). */
type StoredEvidence = Evidence & { blob_key: string };

export interface Preserved<D> {
  evidence: StoredEvidence;
  detail: D | null;
  /** true when the row is the one an earlier, killed attempt wrote */
  adopted: boolean;
}

export async function preserveOnce<D>(ctx: AppContext, key: string, make: () => Promise<{ evidence: NewEvidence; detail?: D }>, ip: string | null = null): Promise<Preserved<D>> {
  const left = await ctx.db
    .selectFrom('evidence_sources as s')
    .innerJoin('evidence as e', 'e.id', 's.evidence_id')
    .selectAll('e')
    .select('s.detail as source_detail')
    .where('s.source_key', '=', key)
    .executeTakeFirst();
  if (left) {
    const { source_detail: detail, ...row } = left;
    const parsed = detail === null ? null : (JSON.parse(detail) as D);
    if (row.leaf_index !== null && row.blob_key !== null) return { evidence: { ...row, blob_key: row.blob_key }, detail: parsed, adopted: true };
    if (row.blob_key !== null && (await blobIntact(ctx, row.blob_key, row))) {
      // claimed like finishPendingEvidence claims, so the two never both append this row's leaf
      const claimed = await ctx.db.updateTable('evidence').set({ updated_at: Date.now() }).where('id', '=', row.id).where('updated_at', '=', row.updated_at).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new Error(`evidence ${row.evidence_no} is being finished by another process`);
      return { evidence: { ...(await completeEvidence(ctx.db, ctx.ledger, row)), blob_key: row.blob_key }, detail: parsed, adopted: true };
    }
    await removeUnfinished(ctx, row);
  }
  const made = await make();
  // the job's kind is the key's first part: its kill points are named after it (docs/jobs.md)
  const kind = key.split(':')[0]!;
  crashPoint(`${kind}.stored`); // the document made and its blob written, no row yet
  const own = made.evidence.inTransaction;
  const evidence = await recordEvidence(ctx.db, ctx.ledger, {
    ...made.evidence,
    inTransaction: async (trx, row) => {
      await trx.insertInto('evidence_sources').values({ source_key: key, evidence_id: row.id, detail: made.detail === undefined ? null : JSON.stringify(made.detail), created_at: Date.now() }).execute();
      if (own) await own(trx, row);
    },
  }, ip);
  crashPoint(`${kind}.preserved`); // the row has its leaf; the job has not set its own state yet
  return { evidence: { ...evidence, blob_key: made.evidence.blobKey }, detail: made.detail ?? null, adopted: false };
}

/** Whether the row's blob is all there with the row's size, SHA-256 and SM3 (what its leaf will state). */
async function blobIntact(ctx: AppContext, key: string, row: Evidence): Promise<boolean> {
  const stat = await ctx.blobs.stat(key);
  if (!stat || stat.size !== Number(row.size)) return false;
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  for await (const chunk of await ctx.blobs.get(key)) {
    sha256.update(chunk as Buffer);
    sm3.update(chunk as Buffer);
  }
  return sha256.digest('hex') === row.sha256 && sm3.digest('hex') === row.sm3;
}

/** A row that never got its leaf and whose original is not whole: it records nothing, so it goes with its custody entry. */
export async function removeUnfinished(ctx: AppContext, row: Evidence): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('evidence_sources').where('evidence_id', '=', row.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return; // another retry removed it first
    await trx.deleteFrom('evidence_custody').where('evidence_id', '=', row.id).execute();
    await trx.deleteFrom('evidence').where('id', '=', row.id).where('status', '=', EvidenceStatus.uploading).where('leaf_index', 'is', null).execute();
  });
  if (row.blob_key !== null) await ctx.blobs.delete(row.blob_key);
}
