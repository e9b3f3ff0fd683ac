import { ESIGN_FLOW_MSG } from '@evidence/shared/constants';
import { ZStopSignRequest, ZStopSignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { flowActor } from '../../../services/esign/flows/flow-access';
import { stopSign } from '../../../services/esign/flows/stop-sign';

/** POST /api/ElcSign/stopSign {sign_id, reason}: 签署中 → 已撤销, points back when nobody signed. */
export default function stopSignRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/stopSign',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZStopSignRequest, response: { 200: zEnvelope(ZStopSignResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => {
      const a = flowActor(requirePermission(request, 'esign.use'));
      return ok(await stopSign(ctx, a, request.body.sign_id, request.body.reason, clientOf(request).ip), ESIGN_FLOW_MSG.revoked);
    },
  );
}
