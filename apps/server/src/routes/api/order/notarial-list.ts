import { ZNotarialListQuery, ZNotarialListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission, requireUser } from '../../../plugins/guards';
import { getNotarialList } from '../../../services/orders/notarial-list';

/** GET /api/order/notarialList (001 §7 "Notarial order list"): the 公证书 tab of /orders, 10 a page. */
export default function orderNotarialListRoute(app: App, ctx: AppContext) {
  app.get(
    '/order/notarialList',
    {
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ZNotarialListQuery, response: { 200: zEnvelope(ZNotarialListResponse) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => ok(await getNotarialList(ctx.db, requirePermission(request, 'orders.consumption'), request.query)),
  );
}
