import { z } from 'zod';
import { REFUND_MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireOperator } from '../../../plugins/guards';
import { retryRefund } from '../../../services/payments/refunds/retry-refund';

const ZBody = z.object({ refundId: z.coerce.number().int().positive() });

/** POST /api/admin/payments/refundRetry {refundId}: an operator asks again for a refund 退款失败 (retry-refund.ts, audited). */
export default function refundRetryRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/payments/refundRetry',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZBody }, preValidation: async (request) => void requireOperator(request) },
    async (request) => {
      const operator = requireOperator(request);
      const r = await retryRefund(ctx.db, request.body.refundId, operator.operator.id, clientOf(request).ip);
      return ok(r, REFUND_MSG.retried);
    },
  );
}
