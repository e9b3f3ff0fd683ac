import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { ZOfficeDecision, ZOfficeEndRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { endNotaryOrder } from '../../../../services/notary/office/end-order';

/** POST /api/admin/notary/fail (orderId, reason): 出证失败 with a reason; the fee refunded by decision 307. */
export default function adminNotaryFailRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/notary/fail',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZOfficeEndRequest, response: { 200: zEnvelope(ZOfficeDecision) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await endNotaryOrder(ctx, requireNotary(request).operator, request.body.orderId, 'fail', request.body.reason, clientOf(request).ip), NOTARY_OFFICE_MSG.failed),
  );
}
