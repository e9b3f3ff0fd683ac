import { FACE_MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { ZDetectAuthRequest, ZDetectAuthResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startFaceSession } from '../../../services/face/start-session';

/**
 * POST /api/Peruser/detectAuth (000 §7): starts the QR face check of the caller's pending individual
 * submission → Url (the QR code) and BizToken (for getDetectInfoEnhanced). Not for sub-accounts.
 */
export default function detectAuthRoute(app: App, ctx: AppContext) {
  app.post(
    '/Peruser/detectAuth',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZDetectAuthRequest, response: { 200: zEnvelope(ZDetectAuthResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      const base = requestOrigin(request, ctx.config);
      const s = await startFaceSession(ctx, p.user.id, 'detect', { name: request.body.userName, idCard: request.body.idCard }, base, request.ip ?? null);
      return ok({ Url: s.url, BizToken: s.transactionId, ExpiresAt: s.expiresAt }, FACE_MSG.started);
    },
  );
}
