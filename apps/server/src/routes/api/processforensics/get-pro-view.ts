import { ZGetProViewRequest, ZGetProViewResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getProView } from '../../../services/capture/process/get-pro-view';

/** GET /api/share/getProView?id=&viewToken=: a confirmed session's public view (/evidencesPro/{id}), like the certificate. */
export default function getProViewRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getProView',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['share'], querystring: ZGetProViewRequest, response: { 200: zEnvelope(ZGetProViewResponse) } },
    },
    async (request) => ok(await getProView(ctx, request.principal, request.query, request.ip ?? null)),
  );
}
