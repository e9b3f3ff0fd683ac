import {
  EVIDENCE_LIST,
  EVIDENCE_STATUS_NAMES,
  FILE_TYPE_NAMES,
  PRODUCT_TYPE_NAMES,
  type EvidenceStatus,
  type FileTypeCode,
  type ProductTypeCode,
} from '@evidence/shared/constants';
import type { TGetListFilters, TGetListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { evidenceOwnerId, evidenceScope, visibleEvidence } from '../evidence/evidence-scope';
import { searchByKeyword } from './keyword-search';
import { savedAtRange } from './list-filters';
import { deleteRefusals } from './delete-refusals';
import { platformMade } from './platform-made';

/** Counts kept per owner, creator, type, product and label answer any filter but a date range or keyword. */
const countIsKept = (q: TGetListFilters) => q.startTime === undefined && q.endTime === undefined && q.keyword === undefined;

/** The caller's live records from the trigger-kept counts, in the same scope as visibleEvidence. */
async function keptCount(db: Db, p: UserPrincipal, f: TGetListFilters): Promise<number> {
  let q = db.selectFrom('evidence_live_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('owner_user_id', '=', evidenceOwnerId(p));
  if (p.role === 'companySub') q = q.where('creator_user_id', '=', p.user.id);
  if (f.type) q = q.where('file_type', '=', f.type);
  if (f.productType) q = q.where('product_type', '=', f.productType);
  if (f.label !== undefined) q = q.where('label', '=', f.label);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/**
 * The caller's visible records filtered as /attestation-list asks (000 §7), newest first, with the
 * total count. Every query goes through visibleEvidence: a sub-account sees what it created for its
 * company, a company's main account everything of the company (with who uploaded it).
 */
export async function getList(db: Db, p: UserPrincipal, q: TGetListFilters): Promise<TGetListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? EVIDENCE_LIST.pageSize;
  let base = visibleEvidence(db, p);
  const { from, before } = savedAtRange(q);
  if (from !== undefined) base = base.where('evidence.saved_at', '>=', from);
  if (before !== undefined) base = base.where('evidence.saved_at', '<', before);
  if (q.type) base = base.where('evidence.file_type', '=', q.type);
  if (q.productType) base = base.where('evidence.product_type', '=', q.productType);
  if (q.label !== undefined) base = base.where('evidence.label', '=', q.label);

  // a keyword is looked up in the search tables (keyword-search.ts): they answer the count and the
  // page's ids, whose rows are then read here
  const found = q.keyword !== undefined ? await searchByKeyword(db, evidenceScope(p), { ...q, keyword: q.keyword }, (page - 1) * limit, limit) : null;
  const count = found
    ? found.count
    : countIsKept(q)
      ? await keptCount(db, p, q)
      : Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const showCreator = p.role === 'companyMain';
  const rows =
    count === 0 || (page - 1) * limit >= count || found?.ids.length === 0
      ? []
      : await (found ? base.where('evidence.id', 'in', found.ids) : base)
          .leftJoin('users as creator', 'creator.id', 'evidence.creator_user_id')
          .select([
            'evidence.id',
            'evidence.evidence_no',
            'evidence.title',
            'evidence.file_name',
            'evidence.file_type',
            'evidence.product_type',
            'evidence.size',
            'evidence.saved_at',
            'evidence.status',
            'evidence.label',
            'evidence.sha256',
            'creator.contact_name as creator_contact',
            'creator.phone as creator_phone',
          ])
          .orderBy('evidence.saved_at', 'desc')
          .orderBy('evidence.id', 'desc')
          .limit(limit)
          .offset(found ? 0 : (page - 1) * limit)
          .execute();

  const ids = rows.map((r) => Number(r.id));
  const [refusals, made] = await Promise.all([deleteRefusals(db, ids), platformMade(db, ids)]);
  return {
    count,
    list: rows.map((r) => ({
      id: Number(r.id),
      baoquan: r.evidence_no,
      title: r.title,
      fileName: r.file_name,
      fileType: FILE_TYPE_NAMES[r.file_type as FileTypeCode] ?? FILE_TYPE_NAMES[5],
      fileTypeCode: r.file_type,
      // a record the platform made is named as the product that made it (公证书, 电子合同, 网页取证…)
      type: made.get(Number(r.id)) ?? PRODUCT_TYPE_NAMES[r.product_type as ProductTypeCode] ?? '',
      productType: r.product_type,
      size: Number(r.size),
      saveTime: Number(r.saved_at),
      fileStatus: EVIDENCE_STATUS_NAMES[r.status as EvidenceStatus] ?? r.status,
      status: r.status as EvidenceStatus,
      label: r.label,
      // the member's name, else its phone: a main account manages its members and knows both
      // …and the platform made it, not the member whose action led to it
      creator_name: showCreator ? (made.has(Number(r.id)) ? '系统' : r.creator_contact?.trim() || r.creator_phone || null) : null,
      madeBySystem: made.has(Number(r.id)),
      sha256: r.sha256,
      deleteRefusal: refusals.get(Number(r.id)) ?? null,
    })),
  };
}
