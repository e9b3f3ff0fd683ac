import { ZCertificateView, ZGetViewQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getView } from '../../../services/certificate/get-view';
import { requestOrigin } from '../../../services/certificate/request-origin';

/**
 * GET /api/share/getView?baoquan= (000 §7): the certificate of a record, for anyone holding its
 * number (owner unmasked with isSelf, everyone else masked). Limited per address against guessing.
 */
export default function getViewRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getView',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['certificate'], querystring: ZGetViewQuery, response: { 200: zEnvelope(ZCertificateView) } },
    },
    async (request) => ok(await getView(ctx, request.principal, request.query, requestOrigin(request), request.ip ?? null)),
  );
}
