import { ESIGN_FLOW_MSG } from '@evidence/shared/constants';
import { ZSendSignSmsRequest, ZSendSignSmsResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { flowActor } from '../../../services/esign/flows/flow-access';
import { resendLinks } from '../../../services/esign/flows/resend-links';

/** POST /api/ElcSign/sendSignSms {sign_id, signer_id?}: new links texted to the signers whose turn it is (or one). */
export default function sendSignSmsRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/sendSignSms',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZSendSignSmsRequest, response: { 200: zEnvelope(ZSendSignSmsResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => {
      const a = flowActor(requirePermission(request, 'esign.use'));
      return ok(await resendLinks(ctx, a, request.body.sign_id, request.body.signer_id, clientOf(request).ip), ESIGN_FLOW_MSG.smsSent);
    },
  );
}
