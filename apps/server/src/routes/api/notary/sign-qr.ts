import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZIntentQr, ZNotarySignQrRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { notarySignQr } from '../../../services/notary/sign-qr';

/** POST /api/notary/signQr {orderId}: a single-use QR code for signing on a phone (signature step only). */
export default function notarySignQrRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/signQr',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotarySignQrRequest, response: { 200: zEnvelope(ZIntentQr) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notarySignQr(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body.orderId, requestOrigin(request, ctx.config))),
  );
}
