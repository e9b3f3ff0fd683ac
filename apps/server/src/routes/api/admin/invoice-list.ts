import { ZAdminInvoiceListQuery, ZAdminInvoiceListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { adminInvoiceList } from '../../../services/invoices/admin-invoices';

/** GET /api/admin/invoice/list (page, status): invoice applications, operators only. */
export default function adminInvoiceListRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/invoice/list',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZAdminInvoiceListQuery, response: { 200: zEnvelope(ZAdminInvoiceListResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await adminInvoiceList(ctx.db, request.query));
    },
  );
}
