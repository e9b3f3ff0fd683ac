import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryApplicableQuery, ZNotaryApplicableResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { notaryApplicable } from '../../../services/notary/applicable';

/** GET /api/notary/applicable {ids}: whether these records can be applied for now, and why not (decision 858). */
export default function notaryApplicableRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/applicable',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryApplicableQuery, response: { 200: zEnvelope(ZNotaryApplicableResponse) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notaryApplicable(ctx.db, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.ids)),
  );
}
