import { ZGetDetectInfoRequest, ZGetDetectInfoResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { pollFaceSession } from '../../../services/face/poll-session';

/**
 * POST /api/Peruser/getDetectInfoEnhanced with BizToken (000 §7): Result SUCCESS, FAIL or PENDING.
 * The page polls it every 2 s (000 §4); SUCCESS and FAIL end the polling.
 */
export default function getDetectInfoEnhancedRoute(app: App, ctx: AppContext) {
  app.post(
    '/Peruser/getDetectInfoEnhanced',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZGetDetectInfoRequest, response: { 200: zEnvelope(ZGetDetectInfoResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const p = requireUser(request);
      const s = await pollFaceSession(ctx, p.user.id, 'detect', request.body.BizToken);
      void reply.header('cache-control', 'no-store');
      return ok({ BizToken: s.transactionId, Result: s.result, Message: s.message, FinishedAt: s.finishedAt }, s.message);
    },
  );
}
