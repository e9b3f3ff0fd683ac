import { INVOICE_LIMITS } from '@evidence/shared/constants';
import { signDownload, verifyDownload } from '../downloads/signed-url';

/** The token kind of GET /api/download/invoice/<token>: an issued invoice's PDF (id = invoices.id). */
export const INVOICE_PDF_KIND = 'invoice-pdf';

/** A link valid 10 minutes for the owner (via 'owner', userId) or an operator (via 'operator'). */
export function invoicePdfUrl(secret: Buffer, invoiceId: number, who: { userId: number; via: 'owner' | 'operator' }, now = Date.now()): string {
  const token = signDownload(secret, { kind: INVOICE_PDF_KIND, id: String(invoiceId), userId: who.userId, via: who.via, exp: now + INVOICE_LIMITS.pdfLinkTtlMs });
  return `/api/download/invoice/${token}`;
}

export type PdfTokenCheck = { ok: true; invoiceId: number; userId: number; via: 'owner' | 'operator' } | { ok: false; http: 403 | 410 };

/** A genuine unexpired token, else 410 for a genuine expired one and 403 for anything else. */
export function checkInvoicePdfToken(secret: Buffer, token: string, now = Date.now()): PdfTokenCheck {
  const valid = (g: ReturnType<typeof verifyDownload>) => g !== null && /^[1-9]\d{0,14}$/.test(String(g.id)) && typeof g.userId === 'number' && (g.via === 'owner' || g.via === 'operator');
  const grant = verifyDownload(secret, token, INVOICE_PDF_KIND, now);
  if (grant && valid(grant)) return { ok: true, invoiceId: Number(grant.id), userId: Number(grant.userId), via: grant.via as 'owner' | 'operator' };
  const genuine = verifyDownload(secret, token, INVOICE_PDF_KIND, Number.NEGATIVE_INFINITY);
  return { ok: false, http: genuine && valid(genuine) ? 410 : 403 };
}
