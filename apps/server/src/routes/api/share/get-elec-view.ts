import { ZElecView, ZGetElecViewQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getElecView } from '../../../services/capture/web/get-elec-view';

/** GET /api/share/getElecView?baoquan=&viewToken= (001 §7): a web capture's public view, the certificate's rule. */
export default function getElecViewRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getElecView',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['capture'], querystring: ZGetElecViewQuery, response: { 200: zEnvelope(ZElecView) } },
    },
    async (request) => ok(await getElecView(ctx, request.principal, request.query)),
  );
}
