import { NOTARY_DOC_NAMES, type NotaryDocType } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { NotaryOrder } from '../../db/schema';
import { signDownload, verifyDownload } from '../downloads/signed-url';

/** The token kind of GET /api/download/notaryDoc/<token>: one stored version of an order's document. */
export const NOTARY_DOC_KIND = 'notary-doc';
/** Links to an order's documents live 30 minutes: long enough to read the five tabs, short enough to leak little. */
export const NOTARY_DOC_LINK_TTL_MS = 30 * 60_000;

export function notaryDocUrl(secret: Buffer, documentId: number, userId: number, now = Date.now()): string {
  return `/api/download/notaryDoc/${signDownload(secret, { kind: NOTARY_DOC_KIND, id: String(documentId), userId, via: 'owner', exp: now + NOTARY_DOC_LINK_TTL_MS })}`;
}

export type NotaryDocCheck = { ok: true; documentId: number; userId: number } | { ok: false; http: 403 | 410 };

/** A genuine unexpired token, else 410 for a genuine expired one and 403 for anything else. */
export function checkNotaryDocToken(secret: Buffer, token: string, now = Date.now()): NotaryDocCheck {
  const valid = (g: ReturnType<typeof verifyDownload>) => g !== null && /^[1-9]\d{0,14}$/.test(String(g.id)) && typeof g.userId === 'number';
  const grant = verifyDownload(secret, token, NOTARY_DOC_KIND, now);
  if (grant && valid(grant)) return { ok: true, documentId: Number(grant.id), userId: Number(grant.userId) };
  const genuine = verifyDownload(secret, token, NOTARY_DOC_KIND, Number.NEGATIVE_INFINITY);
  return { ok: false, http: genuine && valid(genuine) ? 410 : 403 };
}

/** The latest version of each document of an order (by doc type). */
export async function latestDocuments(db: Db, order: NotaryOrder) {
  const rows = await db.selectFrom('notary_documents').selectAll().where('notary_order_id', '=', order.id).orderBy('version', 'desc').execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(Number(r.doc_type))) latest.set(Number(r.doc_type), r);
  return latest;
}

/** The name a downloaded document gets: 受理通知书_GZ….pdf. */
export const notaryDocFileName = (docType: number, orderNo: string) => `${NOTARY_DOC_NAMES[docType as NotaryDocType] ?? '文书'}_${orderNo}.pdf`;
