import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZAddInvoiceRequest, ZHeaderSaved, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { addInvoiceHeader } from '../../../services/invoices/add-invoice';

/** POST /api/invoice/addInvoice: a new header (verified accounts, at most 5). */
export default function addInvoiceRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/addInvoice',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZAddInvoiceRequest, response: { 200: zEnvelope(ZHeaderSaved) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await addInvoiceHeader(ctx.db, p.user, request.body, clientOf(request).ip), INVOICE_MSG.added);
    },
  );
}
