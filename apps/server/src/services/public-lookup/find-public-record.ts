import { EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, EvidenceStatus, PUBLIC_LOOKUP_MSG, type FileTypeCode } from '@evidence/shared/constants';
import type { TBqviewResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { leafAnchorStatus } from '../ledger/leaf-anchor-status';
import { mustHoldToLeaf } from '../ledger/record-holds-to-leaf';
import { holderMask } from './holder-mask';

/**
 * The few columns the public lookup reads; never the file name, title or label. The owner's id and
 * salt and the leaf entry are read only to hold the record to its leaf (decision 219), never shown.
 */
async function findRow(db: Db, evidenceNo: string) {
  return db
    .selectFrom('evidence')
    .innerJoin('users', 'users.id', 'evidence.owner_user_id')
    .select([
      'evidence.id', 'evidence.evidence_no', 'evidence.status', 'evidence.file_type', 'evidence.size', 'evidence.sha256', 'evidence.sm3',
      'evidence.saved_at', 'evidence.leaf_hash', 'evidence.leaf_index', 'evidence.leaf_entry', 'evidence.owner_user_id', 'evidence.owner_salt',
      'users.account_type', 'users.company', 'users.contact_name', 'users.phone',
    ])
    .where('evidence.evidence_no', '=', evidenceNo)
    .where('evidence.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type PublicRecordRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/**
 * The record of this number; unknown and deleted numbers answer the same refusal. A record whose row
 * differs from its ledger leaf is refused too (decision 219): every step of the lookup (bqno, bqview,
 * downCertificate) starts here, so none of them shows it.
 */
export async function findPublicRecord(ctx: AppContext, evidenceNo: string): Promise<PublicRecordRow> {
  const row = await findRow(ctx.db, evidenceNo);
  if (!row) throw refuse(PUBLIC_LOOKUP_MSG.notFound);
  await mustHoldToLeaf(ctx, row, 'lookup');
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
