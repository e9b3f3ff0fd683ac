import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZAdminInvoiceDecision, ZAdminInvoiceRefuseRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireOperator } from '../../../plugins/guards';
import { refuseInvoice } from '../../../services/invoices/decide-invoice';

/** POST /api/admin/invoice/refuse (id, reason): 拒绝 — the orders may be applied for again. */
export default function adminInvoiceRefuseRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/invoice/refuse',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZAdminInvoiceRefuseRequest, response: { 200: zEnvelope(ZAdminInvoiceDecision) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      const { operator } = requireOperator(request);
      const { id, reason } = request.body;
      return ok(await refuseInvoice(ctx, operator.id, id, reason, clientOf(request).ip), INVOICE_MSG.refused);
    },
  );
}
