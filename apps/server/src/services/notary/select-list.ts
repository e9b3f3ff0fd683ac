import type { TGetListFilters, TNotarySelectListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { getList } from '../evidence-list/get-list';
import { requireApplicant } from './applicant';
import { notSelectableReason, notaryDocumentIds, notaryTypeOf, openOrderRecordIds } from './notary-type';

/**
 * /notary/selectList's rows: the attestation list with its own filters and paging (one query path,
 * visibleEvidence), each row marked with its notary type and whether it can be picked.
 */
export async function notarySelectList(db: Db, p: UserPrincipal, q: TGetListFilters): Promise<TNotarySelectListResponse> {
  requireApplicant(p);
  const page = await getList(db, p, q);
  const ids = page.list.map((r) => r.id);
  const [documents, open] = await Promise.all([notaryDocumentIds(db, ids), openOrderRecordIds(db, ids)]);
  return {
    count: page.count,
    list: page.list.map((row) => {
      const facts = { status: row.status, product_type: row.productType, notaryDocument: documents.has(row.id), inOpenOrder: open.has(row.id) };
      const reason = notSelectableReason(facts);
      return { ...row, notaryType: notaryTypeOf(facts), selectable: reason === null, reason };
    }),
  };
}
