import { ZH5FaceResult, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { faceResult } from '../../../services/esign/phone/intent';

/** GET /api/h5elesign/faceResult {token} (face-out polls it): the open face session's result. */
export default function h5FaceResultRoute(app: App, ctx: AppContext) {
  app.get(
    '/h5elesign/faceResult',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], querystring: ZH5TokenRequest, response: { 200: zEnvelope(ZH5FaceResult) } } },
    async (request) => {
      const r = await faceResult(ctx, request.query.token, clientOf(request));
      return ok(r, r.message);
    },
  );
}
