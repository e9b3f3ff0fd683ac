import { ZRefundQueueQuery, ZRefundQueueResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { listRefundQueue } from '../../../services/payments/refunds/refund-queue';

/** GET /api/admin/payments/refunds?state=: every refund through the providers (退款处理 on 收款对账), operators only. */
export default function refundQueueRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/payments/refunds',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZRefundQueueQuery, response: { 200: zEnvelope(ZRefundQueueResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await listRefundQueue(ctx.db, request.query));
    },
  );
}
