import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotarySelectListQuery, ZNotarySelectListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { notarySelectList } from '../../../services/notary/select-list';

/** GET /api/notary/selectList: the caller's records to pick for a notarization, with whether each can be picked. */
export default function notarySelectListRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/selectList',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotarySelectListQuery, response: { 200: zEnvelope(ZNotarySelectListResponse) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notarySelectList(ctx.db, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query)),
  );
}
