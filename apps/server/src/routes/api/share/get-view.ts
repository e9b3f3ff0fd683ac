import { ZCertificateView, ZGetViewQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getView } from '../../../services/certificate/get-view';
import { requestOrigin } from '../../../services/certificate/request-origin';

/**
 * GET /api/share/getView?baoquan=&viewToken= (000 §7): the certificate of a record, for its owner
 * (unmasked, isSelf) or whoever holds its view token (masked). Limited per address.
 */
export default function getViewRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getView',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['certificate'], querystring: ZGetViewQuery, response: { 200: zEnvelope(ZCertificateView) } },
    },
    async (request) => ok(await getView(ctx, request.principal, request.query, requestOrigin(request, ctx.config), request.ip ?? null)),
  );
}
