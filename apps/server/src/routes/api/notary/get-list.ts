import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryListQuery, ZNotaryListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { getNotaryList } from '../../../services/notary/get-list';

/** GET /api/notary/getList (001 §7 Notary "List"): /notary's orders, 10 a page. */
export default function notaryGetListRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/getList',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryListQuery, response: { 200: zEnvelope(ZNotaryListResponse) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await getNotaryList(ctx.db, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query)),
  );
}
