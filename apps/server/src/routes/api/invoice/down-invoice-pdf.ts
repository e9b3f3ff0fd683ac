import { ZDownInvoicePdfRequest, ZDownInvoicePdfResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { downInvoicePdf } from '../../../services/invoices/down-invoice-pdf';

/** POST /api/invoice/downInvoicePdf (orderNo): a 10-minute link to the issued PDF (pdfUrl). */
export default function downInvoicePdfRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/downInvoicePdf',
    {
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZDownInvoicePdfRequest, response: { 200: zEnvelope(ZDownInvoicePdfResponse) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await downInvoicePdf(ctx.db, ctx.downloadSecret, p.user.id, request.body.orderNo));
    },
  );
}
