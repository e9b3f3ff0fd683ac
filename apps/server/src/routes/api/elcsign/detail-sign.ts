import { ZDetailSignQuery, ZDetailSignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { detailSign } from '../../../services/esign/flows/detail-sign';
import { flowActor } from '../../../services/esign/flows/flow-access';

/** GET /api/ElcSign/detailSign {sign_id}: the flow, its signers, fields, timeline and money. */
export default function detailSignRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/detailSign',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZDetailSignQuery, response: { 200: zEnvelope(ZDetailSignResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => ok(await detailSign(ctx.db, flowActor(requirePermission(request, 'esign.use')), request.query.sign_id)),
  );
}
