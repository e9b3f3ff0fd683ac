import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryOrderDetail, ZNotaryOrderDetailQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { getNotaryOrderDetail } from '../../../services/notary/order-detail';

/** GET /api/notary/orderDetail {orderId}: the step and the documents' links (the signing screen's 2 s poll). */
export default function notaryOrderDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/orderDetail',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryOrderDetailQuery, response: { 200: zEnvelope(ZNotaryOrderDetail) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await getNotaryOrderDetail(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId)),
  );
}
