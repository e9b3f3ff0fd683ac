import { MY_SIGN_MSG, ZMySignLinkRequest, ZMySignLinkResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { mySignLink } from '../../../services/esign/flows/my-sign-link';

/** POST /api/ElcSign/mySignLink {signer_id}: 去签署 — the logged-in signer's own fresh signing link (decision 812). */
export default function mySignLinkRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/mySignLink',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZMySignLinkRequest, response: { 200: zEnvelope(ZMySignLinkResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => ok(await mySignLink(ctx.db, requireUser(request), request.body.signer_id, clientOf(request).ip), MY_SIGN_MSG.linkMade),
  );
}
