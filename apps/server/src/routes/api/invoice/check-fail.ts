import { ZCheckFailRequest, ZCheckFailResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { checkFail } from '../../../services/invoices/check-fail';

/** POST /api/invoice/checkFail (id = an order id, or invoiceId): the refusal reason as checkRemark. */
export default function checkFailRoute(app: App, ctx: AppContext) {
  app.post(
    '/invoice/checkFail',
    {
      schema: { tags: ['invoice'], security: [{ bearer: [] }], body: ZCheckFailRequest, response: { 200: zEnvelope(ZCheckFailResponse) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await checkFail(ctx.db, p.user.id, request.body));
    },
  );
}
