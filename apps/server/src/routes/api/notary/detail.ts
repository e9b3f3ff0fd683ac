import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryDetailQuery, ZNotaryDetailResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { getNotaryDetail } from '../../../services/notary/detail';

/** GET /api/notary/detail {orderId, page} (001 §7 Notary "Detail"): info and the records, 10 a page. */
export default function notaryDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/detail',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryDetailQuery, response: { 200: zEnvelope(ZNotaryDetailResponse) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await getNotaryDetail(ctx.db, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId, request.query.page)),
  );
}
