import { ESIGN_FLOW_MSG } from '@evidence/shared/constants';
import { ZSaveApplyUrlRequest, ZSaveApplyUrlResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { flowActor } from '../../../services/esign/flows/flow-access';
import { freshApplyUrl } from '../../../services/esign/flows/resend-links';

/** POST /api/ElcSign/saveApplyUrl {sign_id, signer_id}: a fresh link for one signer, to copy; the old one stops working. */
export default function saveApplyUrlRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/saveApplyUrl',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZSaveApplyUrlRequest, response: { 200: zEnvelope(ZSaveApplyUrlResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => {
      const a = flowActor(requirePermission(request, 'esign.use'));
      return ok(await freshApplyUrl(ctx.db, a, request.body.sign_id, request.body.signer_id, clientOf(request).ip), ESIGN_FLOW_MSG.linkMade);
    },
  );
}
