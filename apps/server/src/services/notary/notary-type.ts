import { EvidenceStatus, NOTARY_MSG, NOTARY_TYPES_OPEN } from '@evidence/shared/constants';

/** The columns of an evidence row that decide how it can be notarized. */
export interface NotarizableFacts {
  status: string;
  product_type: number;
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
  if (!NOTARY_TYPES_OPEN.includes(notaryTypeOf(row))) return NOTARY_MSG.typeNotOpen;
  return null;
}
