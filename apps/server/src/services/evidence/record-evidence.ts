import { canonicalLeafJson, leafHashOfEntry, toHex, type LeafEntry } from '@evidence/ledger';
import { EvidenceStatus, LEDGER_MSG, type FileTypeCode, type ProductTypeCode } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import type { Ledger } from '../../ledger/open-ledger';
import { LedgerRefusedError } from '../../ledger/sequencer';
import { writeAudit } from '../audit/write-audit';
import { crashPoint } from '../jobs/crash-point';
import { chargePreservation, type PreservationCharge } from '../points/charges';
import { newEvidenceNo } from './evidence-number';
import { newOwnerSalt, ownerCommitment } from '../../ledger/owner-commitment';

export interface NewEvidence {
  ownerUserId: number;
  creatorUserId: number;
  fileName: string;
  title: string;
  label: string | null;
  fileType: FileTypeCode;
  productType: ProductTypeCode;
  mime: string | null;
  size: number;
  sha256: string;
  sm3: string;
  /** where the original already is, durably (BlobStore) */
  blobKey: string;
  deviceInfo?: Record<string, unknown> | null;
  /**
   * Made by the platform, not uploaded by a person: the custody log's first entry then says the system saved it
   * and why (e-signing's signed contract, notarization's signed documents and certificates, an online capture's package), not 上传存证.
   */
  autoSavedBy?: 'esign' | 'notary' | 'capture';
  /**
   * Law-enforcement information (000 §3), built once the evidence number is drawn, so that the officer's ID number
   * can be sealed to that number (services/devices/enforce-info.ts): never stored in plain text.
   */
  enforceInfo?: ((evidenceNo: string) => Record<string, unknown>) | null;
  /** the caller's own rows that must commit with the record or not at all (a recorder's listing row) */
  inTransaction?: (trx: Db, row: Evidence) => Promise<void>;
}

/**
 * Records a preserved file whose original is already stored: the row is written as 上传中 with its
 * leaf entry, then the leaf is appended (the receipt comes only once its batch is durable), then the
 * row becomes 已上传. A crash between the steps leaves a row that finishPendingEvidence completes
 * at the next start; the leaf entry never changes, so it is appended at most once.
 * With a `charge` (an upload) the record's consumption order and points are written in the row's
 * transaction: too few points refuses the record and writes nothing.
 */
export async function recordEvidence(db: Db, ledger: Ledger, input: NewEvidence, ip: string | null, charge?: PreservationCharge): Promise<Evidence> {
  // a ledger that refuses to append refuses the record before anything of it is written (decision 157)
  await refusedInChinese(ledger.sequencer.assertAppendable());
  const row = await insertPending(db, input, ip, charge);
  crashPoint('evidence.pending'); // a test's kill between the row and its leaf (services/jobs/crash-point.ts)
  return completeEvidence(db, ledger, row);
}

/** The sequencer's refusal as the user's refusal: '存证账本完整性检查未通过…' (the details go to the log and the operators). */
async function refusedInChinese<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof LedgerRefusedError) throw refuse(LEDGER_MSG.appendRefused);
    throw err;
  }
}

async function insertPending(db: Db, input: NewEvidence, ip: string | null, charge: PreservationCharge | undefined): Promise<Evidence> {
  for (let attempt = 0; ; attempt += 1) {
    const now = Date.now();
    const evidenceNo = newEvidenceNo(new Date(now));
    const salt = newOwnerSalt();
    const entry: LeafEntry = {
      v: 1,
      sha256: input.sha256,
      sm3: input.sm3,
      size: input.size,
      evidenceNo,
      savedAt: new Date(now).toISOString(),
      ownerCommitment: ownerCommitment(input.ownerUserId, salt),
    };
    try {
      return await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('evidence')
          .values({
            evidence_no: evidenceNo,
            owner_user_id: input.ownerUserId,
            creator_user_id: input.creatorUserId,
            file_name: input.fileName,
            title: input.title,
            label: input.label,
            file_type: input.fileType,
            product_type: input.productType,
            mime: input.mime,
            size: input.size,
            sha256: input.sha256,
            sm3: input.sm3,
            blob_key: input.blobKey,
            status: EvidenceStatus.uploading,
            owner_salt: salt,
            leaf_entry: canonicalLeafJson(entry),
            leaf_hash: toHex(leafHashOfEntry(entry)),
            leaf_index: null,
            device_info: input.deviceInfo ? JSON.stringify(input.deviceInfo) : null,
            enforce_info: input.enforceInfo ? JSON.stringify(input.enforceInfo(evidenceNo)) : null,
            saved_at: now,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const auto = input.autoSavedBy;
        await trx
          .insertInto('evidence_custody')
          .values({ evidence_id: inserted.id, at: now, action: 'saved', actor_type: auto ? 'system' : 'user', actor_id: auto ? null : input.creatorUserId, ip, detail: auto ? JSON.stringify({ via: auto }) : null })
          .execute();
        await writeAudit(trx, { actorType: 'user', actorId: input.creatorUserId, action: 'evidence.save', targetType: 'evidence', targetId: inserted.id, ip, detail: { evidenceNo, size: input.size } });
        if (charge) await chargePreservation(trx, charge, { id: Number(inserted.id), evidenceNo });
        if (input.inTransaction) await input.inTransaction(trx, inserted);
        return inserted;
      });
    } catch (err) {
      // another record (or order) drew the same number: draw again (any other error is real)
      if (attempt < 5 && /unique|duplicate/i.test(String(err)) && /evidence_no|order_no/i.test(String(err))) continue;
      throw err;
    }
  }
}

/** Appends the row's leaf (unless an earlier try already did) and marks it 已上传. */
export async function completeEvidence(db: Db, ledger: Ledger, row: Evidence): Promise<Evidence> {
  let leafIndex = row.leaf_index;
  if (leafIndex === null) {
    const existing = await db.selectFrom('ledger_leaves').select('leaf_index').where('leaf_hash', '=', row.leaf_hash).executeTakeFirst();
    // refused here only when the ledger refuses since recordEvidence's check (or at a restart): the row
    // stays 上传中 and is completed at the first start after the ledger is repaired (finishPendingEvidence)
    leafIndex = existing ? Number(existing.leaf_index) : (await refusedInChinese(ledger.sequencer.append(JSON.parse(row.leaf_entry) as LeafEntry))).leafIndex;
  }
  const now = Date.now();
  return db
    .updateTable('evidence')
    .set({ leaf_index: leafIndex, status: row.status === EvidenceStatus.uploading ? EvidenceStatus.uploaded : row.status, updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rows younger than this may still be finishing in the process that wrote them. */
const PENDING_GRACE_MS = 60_000;

/**
 * At start and now and then: completes rows a crash left 上传中 (their originals were stored before
 * the row was written), except a job's documents (an evidence_sources row: decision 800). Each row is claimed first by moving its updated_at, so two server processes
 * on one database never both append its leaf.
 */
export async function finishPendingEvidence(db: Db, ledger: Ledger, now = Date.now()): Promise<number> {
  // a refusing ledger appends nothing: the rows wait until it is repaired and the server restarted
  if (ledger.sequencer.refused) return 0;
  const pending = await db
    .selectFrom('evidence')
    .selectAll()
    .where('status', '=', EvidenceStatus.uploading)
    .where('leaf_index', 'is', null)
    .where('updated_at', '<', now - PENDING_GRACE_MS)
    // a job's document (preserveOnce) is its job's: the retry adopts it, the job's end for good removes it
    // (abandonJobEvidence); completing it here gave a failed and refunded capture a 保全号 (decision 800)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('evidence_sources as s').select('s.evidence_id').whereRef('s.evidence_id', '=', 'evidence.id'))))
    .execute();
  let finished = 0;
  for (const row of pending) {
    const claimed = await db.updateTable('evidence').set({ updated_at: now }).where('id', '=', row.id).where('updated_at', '=', row.updated_at).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await completeEvidence(db, ledger, row);
    } catch (err) {
      if (ledger.sequencer.refused) break; // the ledger started refusing meanwhile: the rest wait too
      throw err;
    }
    finished += 1;
  }
  return finished;
}
