import { ZCustodyPage, ZGetCustodyQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getCustody } from '../../../services/custody-log/get-custody';

/** GET /api/share/getCustody?baoquan=…|dataId=…&page=: the record's custody log, for its owner (issue 4 §6). */
export default function getCustodyRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getCustody',
    {
      schema: { tags: ['share'], security: [{ bearer: [] }], querystring: ZGetCustodyQuery, response: { 200: zEnvelope(ZCustodyPage) } },
      // a guest learns nothing, not even whether the query was well formed
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => ok(await getCustody(ctx.db, requireUser(request), request.query)),
  );
}
