import { ZMySignsQuery, ZMySignsResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { mySigns } from '../../../services/esign/flows/my-signs';

/** GET /api/ElcSign/mySigns: the signer's inbox, 待我签署 (tab=todo) or 我参与的 (tab=all) (docs/esign.md "The signer's inbox"). */
export default function mySignsRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/mySigns',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZMySignsQuery, response: { 200: zEnvelope(ZMySignsResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => ok(await mySigns(ctx, requireUser(request), request.query)),
  );
}
