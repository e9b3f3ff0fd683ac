import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { ZOfficeDecision, ZOfficeOrderRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { acceptNotaryOrder } from '../../../../services/notary/office/accept';

/** POST /api/admin/notary/accept (orderId): 受理 — a new 受理通知书 with the date and this notary. */
export default function adminNotaryAcceptRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/notary/accept',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZOfficeOrderRequest, response: { 200: zEnvelope(ZOfficeDecision) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await acceptNotaryOrder(ctx, requireNotary(request).operator, request.body.orderId, clientOf(request).ip), NOTARY_OFFICE_MSG.accepted),
  );
}
