import { INVOICE_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { openInvoicePdf } from '../../../services/invoices/open-invoice-pdf';
import { checkInvoicePdfToken } from '../../../services/invoices/pdf-link';
import { TOKEN_PARAM } from './token-param';

/**
 * GET /api/download/invoice/:token: an issued invoice's PDF, for the holder of a link downInvoicePdf
 * (the owner) or the operator console signed. Expired 410, changed or foreign 403, nothing stored 404.
 */
export default function downloadInvoiceRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/invoice/*',
    { compress: false, config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['invoice'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkInvoicePdfToken(ctx.downloadSecret, request.params['*']);
      if (!checked.ok) {
        return reply.status(checked.http).send({ code: checked.http, msg: checked.http === 410 ? INVOICE_MSG.linkExpired : INVOICE_MSG.linkInvalid, data: null });
      }
      const pdf = await openInvoicePdf(ctx.db, ctx.blobs, checked, request.ip ?? null);
      if (!pdf) return reply.status(404).send({ code: 404, msg: INVOICE_MSG.fileGone, data: null });
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.size),
          'Content-Disposition': contentDisposition(pdf.fileName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(pdf.body);
    },
  );
}
