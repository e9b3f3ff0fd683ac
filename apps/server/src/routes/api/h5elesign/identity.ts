import { ESIGN_MSG } from '@evidence/shared/constants';
import { ZH5IdentityRequest, ZH5IdentityResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { checkIdentity } from '../../../services/esign/phone/identity';

/** POST /api/h5elesign/identity {token, idCard}: step2, the signer's identity (a verified account, or the face check). */
export default function h5IdentityRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/identity',
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5IdentityRequest, response: { 200: zEnvelope(ZH5IdentityResponse) } } },
    async (request) => {
      const r = await checkIdentity(ctx, request.body.token, request.body.idCard, requestOrigin(request, ctx.config), clientOf(request));
      return ok(r, r.done ? ESIGN_MSG.identityDone : ESIGN_MSG.identityFaceNeeded);
    },
  );
}
