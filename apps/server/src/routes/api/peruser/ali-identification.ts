import { FACE_MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { ZAliIdentificationRequest, ZAliIdentificationResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startFaceSession } from '../../../services/face/start-session';

/**
 * POST /api/peruser/aliIdentification with username, idCard, type (000 §7): the payment-app face
 * check of the caller's pending individual submission → certify_id (for aliQuery) and url (the QR code).
 */
export default function aliIdentificationRoute(app: App, ctx: AppContext) {
  app.post(
    '/peruser/aliIdentification',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZAliIdentificationRequest, response: { 200: zEnvelope(ZAliIdentificationResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      const base = requestOrigin(request, ctx.config);
      const s = await startFaceSession(ctx, p.user.id, 'ali', { name: request.body.username, idCard: request.body.idCard }, base, request.ip ?? null);
      return ok({ certify_id: s.transactionId, url: s.url, expiresAt: s.expiresAt }, FACE_MSG.aliScanTip);
    },
  );
}
