import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZEditInvoiceRequest, ZHeaderSaved, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { editInvoiceHeader } from '../../../services/invoices/edit-invoice';

/** POST /api/invoice/editInvoice: changes one of the caller's headers. */
export default function editInvoiceRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/editInvoice',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZEditInvoiceRequest, response: { 200: zEnvelope(ZHeaderSaved) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      const { id, ...fields } = request.body;
      return ok(await editInvoiceHeader(ctx.db, p.user, id, fields, clientOf(request).ip), INVOICE_MSG.edited);
    },
  );
}
