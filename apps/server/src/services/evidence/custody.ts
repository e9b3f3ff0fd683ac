import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The record's custody log (issue 4 §6): every save, view of the certificate by someone other than
 * the owner, extraction, download and delete, with who or which address and how. Shown to the owner.
 */
export const CustodyAction = {
  saved: 'saved',
  /** the certificate opened by someone other than the owner (at most once an hour per address and account) */
  viewed: 'viewed',
  /** the original downloaded (owner, or a visitor holding a code) */
  downloadOriginal: 'download_original',
  /** the evidence package (ZIP with certificate and proof) downloaded */
  downloadPackage: 'download_package',
  /** a batch ZIP of several records included this one */
  downloadZip: 'download_zip',
  /** a visitor gave the right extraction code */
  extracted: 'extracted',
  /** a visitor gave a wrong extraction code */
  extractRefused: 'extract_refused',
  /** the PDF certificate downloaded, by the owner or through the public lookup */
  downloadCertificate: 'download_certificate',
  deleted: 'deleted',
  blobRemoved: 'blob_removed',
  foundMissing: 'found_missing',
  /** a notary revealed the applicant's full phone number on an order holding this record (decision 853) */
  contactRevealed: 'contact_revealed',
} as const;
export type CustodyAction = (typeof CustodyAction)[keyof typeof CustodyAction];

export interface CustodyEntry {
  evidenceId: number;
  action: CustodyAction;
  /** 'user' (a logged-in account), 'visitor' (anonymous, known by address), 'operator' (the notary office), 'system' */
  actorType: 'user' | 'visitor' | 'operator' | 'system';
  actorId: number | null;
  ip: string | null;
  /** how: 'owner', 'code', 'lookup', … and any small facts worth keeping (never a code or secret) */
  detail?: Record<string, unknown> | null;
  at?: number;
}

export async function writeCustody(db: Kysely<Database> | Transaction<Database>, entry: CustodyEntry): Promise<void> {
  await db
    .insertInto('evidence_custody')
    .values({
      evidence_id: entry.evidenceId,
      at: entry.at ?? Date.now(),
      action: entry.action,
      actor_type: entry.actorType,
      actor_id: entry.actorId,
      ip: entry.ip,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
