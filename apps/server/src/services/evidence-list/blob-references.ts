import type { Db } from '../../db/connect';

/** What still needs a deleted record's stored bytes; null when nothing does. */
export type BlobReference = 'evidence' | 'esign-flow' | 'notary-order' | 'notary-document' | 'capture' | 'recording';

/**
 * Answers whether the original of evidence record `evidenceId` (stored under `blobKey`) is still
 * referenced, and by what: another live record with the same bytes, an e-signing flow (its result
 * record, or its source or signed file), a notarial order's item or document, a capture package or a
 * recorder's recording. The purge asks this before removing any blob: a record made for several
 * parties must outlive one party's delete (issue 23 item 2, decision 682).
 */
export async function blobReference(db: Db, evidenceId: number, blobKey: string | null): Promise<BlobReference | null> {
  if (blobKey !== null) {
    const other = await db.selectFrom('evidence').select('id').where('blob_key', '=', blobKey).where('id', '<>', evidenceId).where('blob_removed_at', 'is', null).executeTakeFirst();
    if (other) return 'evidence';
  }
  const flow = await db
    .selectFrom('esign_flows')
    .select('id')
    .where((eb) => {
      const refs = [eb('result_evidence_id', '=', evidenceId)];
      if (blobKey !== null) refs.push(eb('result_blob_key', '=', blobKey), eb('source_blob_key', '=', blobKey));
      return eb.or(refs);
    })
    .executeTakeFirst();
  if (flow) return 'esign-flow';
  const item = await db.selectFrom('notary_order_items').select('id').where('evidence_id', '=', evidenceId).executeTakeFirst();
  if (item) return 'notary-order';
  const document = await db
    .selectFrom('notary_documents')
    .select('id')
    .where((eb) => (blobKey === null ? eb('evidence_id', '=', evidenceId) : eb.or([eb('evidence_id', '=', evidenceId), eb('blob_key', '=', blobKey)])))
    .executeTakeFirst();
  if (document) return 'notary-document';
  const capture = await db.selectFrom('captures').select('id').where('evidence_id', '=', evidenceId).executeTakeFirst();
  if (capture) return 'capture';
  const recording = await db.selectFrom('bwc_recordings').select('id').where('evidence_id', '=', evidenceId).executeTakeFirst();
  if (recording) return 'recording';
  return null;
}
