import { ESIGN_FLOW_MSG } from '@evidence/shared/constants';
import { ZDelSignRequest, ZDelSignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { delSign } from '../../../services/esign/flows/del-sign';
import { flowActor } from '../../../services/esign/flows/flow-access';

/** POST /api/ElcSign/delSign {sign_id}: deletes a draft (only a draft). */
export default function delSignRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/delSign',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZDelSignRequest, response: { 200: zEnvelope(ZDelSignResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => ok(await delSign(ctx.db, flowActor(requirePermission(request, 'esign.use')), request.body.sign_id, clientOf(request).ip), ESIGN_FLOW_MSG.deleted),
  );
}
