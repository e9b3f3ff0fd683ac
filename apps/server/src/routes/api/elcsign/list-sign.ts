import { ZListSignQuery, ZListSignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { flowActor } from '../../../services/esign/flows/flow-access';
import { listSign } from '../../../services/esign/flows/list-sign';

/** GET /api/ElcSign/listSign: the sender's sign flows, 10 a page (docs/esign.md "Sign flows"). */
export default function listSignRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/listSign',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZListSignQuery, response: { 200: zEnvelope(ZListSignResponse) } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => ok(await listSign(ctx.db, flowActor(requirePermission(request, 'esign.use')), request.query)),
  );
}
