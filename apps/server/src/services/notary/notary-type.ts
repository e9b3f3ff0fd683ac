import { EvidenceStatus, NOTARY_MSG, NOTARY_TYPES_OPEN, NotaryStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';

/** The columns of an evidence row that decide how it can be notarized. */
export interface NotarizableFacts {
  status: string;
  product_type: number;
  /** a signed notarial document or certificate the platform preserved for an order (notary_documents) */
  notaryDocument?: boolean;
  /** already a record of a notarial order in progress (decision 858) */
  inOpenOrder?: boolean;
}

/**
 * The notary order type of a preserved record (001 §9: 1, 6, 7 file-based; 2 web; 3, 4, 5 process or
 * recording). Every record of the `evidence` table today is an uploaded file (self-service or API
 * preservation): type 1. Online evidence (web captures, recordings, app and recorder data) adds its
 * kinds here, and NOTARY_TYPES_OPEN opens them, with no change to the order tables.
 */
export function notaryTypeOf(_row: NotarizableFacts): number {
  return 1;
}

/** Why a record cannot be picked for an application, or null when it can. */
export function notSelectableReason(row: NotarizableFacts): string | null {
  if (row.status === EvidenceStatus.uploading) return '上传中，不能申请公证';
  if (row.status === EvidenceStatus.missing) return '证据缺失，不能申请公证';
  if (row.status !== EvidenceStatus.uploaded) return '该记录不能申请公证';
  // the order's own file, preserved so it can be verified; notarizing it again would certify our own paper
  if (row.notaryDocument) return NOTARY_MSG.documentNotSelectable;
  if (!NOTARY_TYPES_OPEN.includes(notaryTypeOf(row))) return NOTARY_MSG.typeNotOpen;
  // two procedures on one record at once would re-read and certify it twice, each unaware of the other
  if (row.inOpenOrder) return NOTARY_MSG.recordInOpenOrder;
  return null;
}

/** Which of these evidence ids are notarial documents (signed documents, certificates) of some order. */
export async function notaryDocumentIds(db: Db, evidenceIds: number[]): Promise<Set<number>> {
  if (evidenceIds.length === 0) return new Set();
  const rows = await db.selectFrom('notary_documents').select('evidence_id').where('evidence_id', 'in', evidenceIds).execute();
  return new Set(rows.map((r) => Number(r.evidence_id)));
}

/** Which of these evidence ids are records of a notarial order still in progress (出证中). */
export async function openOrderRecordIds(db: Db, evidenceIds: number[]): Promise<Set<number>> {
  if (evidenceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notary_order_items as i')
    .innerJoin('notary_orders as n', 'n.id', 'i.notary_order_id')
    .select('i.evidence_id')
    .where('i.evidence_id', 'in', evidenceIds)
    .where('n.status', '=', NotaryStatus.inProgress)
    .execute();
  return new Set(rows.map((r) => Number(r.evidence_id)));
}
