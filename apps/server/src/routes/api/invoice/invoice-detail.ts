import { ZInvoiceDetail, ZInvoiceIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { invoiceDetail } from '../../../services/invoices/invoice-detail';

/** POST /api/invoice/invoiceDetail (id): one of the caller's applications with its orders. */
export default function invoiceDetailRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/invoiceDetail',
    {
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZInvoiceIdRequest, response: { 200: zEnvelope(ZInvoiceDetail) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await invoiceDetail(ctx.db, p.user.id, request.body.id));
    },
  );
}
