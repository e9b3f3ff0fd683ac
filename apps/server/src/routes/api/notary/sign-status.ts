import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZIntentStatus, ZNotarySignStatusQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { notarySignStatus } from '../../../services/notary/sign-qr';

/** GET /api/notary/signStatus {orderId, intentId}: pending / verified / submitted / used / expired / cancelled. */
export default function notarySignStatusRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/signStatus',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotarySignStatusQuery, response: { 200: zEnvelope(ZIntentStatus) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notarySignStatus(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId, request.query.intentId)),
  );
}
