import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZAdminInvoiceDecision, ZAdminInvoiceIssueRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireOperator } from '../../../plugins/guards';
import { issueInvoice } from '../../../services/invoices/decide-invoice';

/** POST /api/admin/invoice/issue (id): 开具 — generates and stores the PDF, notifies the user. */
export default function adminInvoiceIssueRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/invoice/issue',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZAdminInvoiceIssueRequest, response: { 200: zEnvelope(ZAdminInvoiceDecision) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      const { operator } = requireOperator(request);
      return ok(await issueInvoice(ctx, operator.id, request.body.id, clientOf(request).ip), INVOICE_MSG.issued);
    },
  );
}
