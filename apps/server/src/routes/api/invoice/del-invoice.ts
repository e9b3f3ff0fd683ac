import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZDelInvoiceRequest, ZHeaderSaved, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { delInvoiceHeader } from '../../../services/invoices/del-invoice';

/** POST /api/invoice/delInvoice (id): deletes one of the caller's headers. */
export default function delInvoiceRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/delInvoice',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZDelInvoiceRequest, response: { 200: zEnvelope(ZHeaderSaved) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await delInvoiceHeader(ctx.db, p.user.id, request.body.id, clientOf(request).ip), INVOICE_MSG.deleted);
    },
  );
}
