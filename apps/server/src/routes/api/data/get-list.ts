import { ZGetListQuery, ZGetListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getList } from '../../../services/evidence-list/get-list';

/** GET /api/data/getList (000 §7): the attestation list of the caller's role, with the total count. */
export default function getListRoute(app: App, ctx: AppContext) {
  app.get(
    '/data/getList',
    {
      schema: { tags: ['evidence'], security: [{ bearer: [] }], querystring: ZGetListQuery, response: { 200: zEnvelope(ZGetListResponse) } },
      // the login check comes before the query is validated, so a guest learns nothing
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => ok(await getList(ctx.db, requireUser(request), request.query)),
  );
}
