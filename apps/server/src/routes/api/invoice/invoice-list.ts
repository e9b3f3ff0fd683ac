import { ZInvoiceListRequest, ZInvoiceListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { invoiceList } from '../../../services/invoices/invoice-list';

/** POST /api/invoice/invoiceList (page, startTime, endTime, status): the caller's applications. */
export default function invoiceListRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/invoiceList',
    {
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZInvoiceListRequest, response: { 200: zEnvelope(ZInvoiceListResponse) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await invoiceList(ctx.db, p.user.id, request.body));
    },
  );
}
