import { FACE_MSG } from '@evidence/shared/constants';
import { ZH5FaceStartResponse, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startIntentFace } from '../../../services/esign/phone/intent';

/** POST /api/h5elesign/faceStart {token} (face-in): the face check as the intent to sign; answers the provider's page. */
export default function h5FaceStartRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/faceStart',
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5TokenRequest, response: { 200: zEnvelope(ZH5FaceStartResponse) } } },
    async (request) => ok(await startIntentFace(ctx, request.body.token, requestOrigin(request, ctx.config), clientOf(request)), FACE_MSG.started),
  );
}
