import { NOTARY_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { TNotaryApplicableResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';
import { requireOrderReader } from './applicant';
import { notSelectableReason, notaryDocumentIds, notaryTypeOf, openOrderRecordIds } from './notary-type';

/**
 * Whether each record can be applied for now (decision 858), by the rules apply enforces: the caller's own
 * visible records, uploaded, not a notarial document, of an open kind, not in an order in progress — and an
 * account not verified is told so on every record (apply refuses it with the same words), so the button
 * can say why instead of leading to a refusal. Sub-accounts are refused by the route's permission.
 */
export async function notaryApplicable(db: Db, p: UserPrincipal, ids: number[]): Promise<TNotaryApplicableResponse> {
  requireOrderReader(p);
  const rows = await visibleEvidence(db, p).where('evidence.id', 'in', ids).select(['evidence.id', 'evidence.evidence_no', 'evidence.title', 'evidence.status', 'evidence.product_type']).execute();
  const found = rows.map((r) => Number(r.id));
  const [documents, open] = await Promise.all([notaryDocumentIds(db, found), openOrderRecordIds(db, found)]);
  const verified = Number(p.user.verify_status) === VerifyStatus.verified;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    list: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const facts = { status: r.status, product_type: r.product_type, notaryDocument: documents.has(id), inOpenOrder: open.has(id) };
      const reason = verified ? notSelectableReason(facts) : NOTARY_MSG.notVerified;
      return [{ id, baoquan: r.evidence_no, title: r.title, notaryType: notaryTypeOf(facts), selectable: reason === null, reason }];
    }),
  };
}
