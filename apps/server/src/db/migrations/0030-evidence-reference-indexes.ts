import type { Kysely } from 'kysely';

/**
 * Indexes for "which record of another kind names this evidence row": delData's refusals and the list's
 * `deleteRefusal` (services/evidence-list/delete-refusals.ts, asked for every page of the attestation list), the
 * purge's blobReference and a capture certificate's package key all look rows up by these columns, which were
 * full scans (decision 782). notary_order_items.evidence_id has its index since 0022.
 */
export function evidenceReferenceIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('notary_documents_evidence').on('notary_documents').column('evidence_id').execute();
      await db.schema.createIndex('esign_flows_result_evidence').on('esign_flows').column('result_evidence_id').execute();
      await db.schema.createIndex('captures_evidence').on('captures').column('evidence_id').execute();
      await db.schema.createIndex('bwc_recordings_evidence').on('bwc_recordings').column('evidence_id').execute();
    },
  };
}
