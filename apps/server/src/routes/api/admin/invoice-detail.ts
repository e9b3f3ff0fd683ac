import { ZAdminInvoiceDetail, ZAdminInvoiceIdQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireOperator } from '../../../plugins/guards';
import { adminInvoiceDetail } from '../../../services/invoices/admin-invoices';

/** GET /api/admin/invoice/detail (id): an application with its header and orders, operators only. */
export default function adminInvoiceDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/invoice/detail',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZAdminInvoiceIdQuery, response: { 200: zEnvelope(ZAdminInvoiceDetail) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      const { operator } = requireOperator(request);
      return ok(await adminInvoiceDetail(ctx.db, ctx.downloadSecret, operator.id, request.query.id, clientOf(request).ip));
    },
  );
}
