import { ZFaceLocalSession, ZFaceLocalSessionQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { localFaceSession } from '../../../services/face/local-page';

/**
 * GET /api/face-local/session?token= — the local test provider's mobile page reads its session (the
 * masked name, the flow, the state). Public: the token is the key. Only when FACE_PROVIDER=local.
 */
export default function faceLocalSessionRoute(app: App, ctx: AppContext) {
  if (ctx.face.name !== 'local') return;
  app.get(
    '/face-local/session',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['face-local'], querystring: ZFaceLocalSessionQuery, response: { 200: zEnvelope(ZFaceLocalSession) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await localFaceSession(ctx.db, request.query.token));
    },
  );
}
