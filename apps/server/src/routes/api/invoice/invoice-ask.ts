import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZInvoiceAskRequest, ZInvoiceAskResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { invoiceAsk } from '../../../services/invoices/invoice-ask';

/** POST /api/invoice/invoiceAsk (ids, userInvoiceId, type, remark): one application, the §5 rules enforced. */
export default function invoiceAskRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/invoiceAsk',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZInvoiceAskRequest, response: { 200: zEnvelope(ZInvoiceAskResponse) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await invoiceAsk(ctx.db, p.user, request.body, clientOf(request).ip), INVOICE_MSG.asked);
    },
  );
}
