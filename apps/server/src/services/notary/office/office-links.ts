import { NOTARY_OFFICE } from '@evidence/shared/constants';
import { signDownload, verifyDownload } from '../../downloads/signed-url';

/** The token kind of GET /api/admin/notary/doc/<token>: one document version, for a notary of the office. */
export const OFFICE_DOC_KIND = 'notary-office-doc';

/** A console link to one stored document version, issued to the notary who asked (10 minutes). */
export function officeDocUrl(secret: Buffer, documentId: number, operatorId: number, now = Date.now()): string {
  return `/api/admin/notary/doc/${signDownload(secret, { kind: OFFICE_DOC_KIND, id: String(documentId), userId: null, operatorId, via: 'office', exp: now + NOTARY_OFFICE.linkTtlMs })}`;
}

/**
 * A console link to a record's original: the evidence area's own download (GET /api/download/original/…),
 * which re-checks the record and writes its custody log when the bytes are opened — here naming the
 * operator and 'office' (公证处办理公证时调阅), so the owner sees the office read it.
 */
export function officeOriginalUrl(secret: Buffer, evidenceId: number, operatorId: number, now = Date.now()): string {
  return `/api/download/original/${signDownload(secret, { kind: 'original', id: String(evidenceId), userId: null, operatorId, via: 'office', exp: now + NOTARY_OFFICE.linkTtlMs })}`;
}

export type OfficeDocCheck = { ok: true; documentId: number; operatorId: number } | { ok: false; http: 403 | 410 };

/** A genuine unexpired console token, else 410 for a genuine expired one and 403 for anything else. */
export function checkOfficeDocToken(secret: Buffer, token: string, now = Date.now()): OfficeDocCheck {
  const valid = (g: ReturnType<typeof verifyDownload>) => g !== null && /^[1-9]\d{0,14}$/.test(String(g.id)) && typeof g.operatorId === 'number';
  const grant = verifyDownload(secret, token, OFFICE_DOC_KIND, now);
  if (grant && valid(grant)) return { ok: true, documentId: Number(grant.id), operatorId: Number(grant.operatorId) };
  const genuine = verifyDownload(secret, token, OFFICE_DOC_KIND, Number.NEGATIVE_INFINITY);
  return { ok: false, http: genuine && valid(genuine) ? 410 : 403 };
}
