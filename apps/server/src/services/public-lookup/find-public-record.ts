import { EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, EvidenceStatus, PUBLIC_LOOKUP_MSG, type FileTypeCode } from '@evidence/shared/constants';
import type { TBqviewResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { leafAnchorStatus } from '../ledger/leaf-anchor-status';
import { holderMask } from './holder-mask';

/** The few columns the public lookup reads; never the file name, title, label or ids. */
async function findRow(db: Db, evidenceNo: string) {
  return db
    .selectFrom('evidence')
    .innerJoin('users', 'users.id', 'evidence.owner_user_id')
    .select([
      'evidence.id', 'evidence.evidence_no', 'evidence.status', 'evidence.file_type', 'evidence.size', 'evidence.sha256', 'evidence.sm3',
      'evidence.saved_at', 'evidence.leaf_hash', 'evidence.leaf_index',
      'users.account_type', 'users.company', 'users.contact_name', 'users.phone',
    ])
    .where('evidence.evidence_no', '=', evidenceNo)
    .where('evidence.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type PublicRecordRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/** The record of this number; unknown and deleted numbers answer the same refusal. */
export async function findPublicRecord(db: Db, evidenceNo: string): Promise<PublicRecordRow> {
  const row = await findRow(db, evidenceNo);
  if (!row) throw refuse(PUBLIC_LOOKUP_MSG.notFound);
  return row;
}

/** What anyone holding the number (and a viewToken) may learn about the record. */
export async function publicFacts(db: Db, row: PublicRecordRow, anchorTypes: Array<'evm' | 'tsa'>): Promise<TBqviewResponse> {
  const leafIndex = row.leaf_index === null ? null : Number(row.leaf_index);
  const anchors = leafIndex === null ? [] : (await leafAnchorStatus(db, leafIndex, anchorTypes)).map(({ type, status, statusName }) => ({ type, status, statusName }));
  return {
    no: row.evidence_no,
    fileStatus: EVIDENCE_STATUS_NAMES[row.status],
    fileTypeName: FILE_TYPE_NAMES[row.file_type as FileTypeCode] ?? FILE_TYPE_NAMES[5],
    size: Number(row.size),
    sha256: row.sha256,
    sm3: row.sm3,
    saveTime: Number(row.saved_at),
    holderMask: holderMask(row),
    leafHash: row.leaf_hash,
    leafIndex,
    anchors,
    canDownloadCertificate: leafIndex !== null && row.status !== EvidenceStatus.uploading,
  };
}
