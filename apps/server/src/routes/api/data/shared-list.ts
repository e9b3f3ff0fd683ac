import { ZSharedListQuery, ZSharedListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { sharedList } from '../../../services/evidence-shares/shared-records';

/** GET /api/data/sharedList {page}: 与我共享 — records others own and shared with me (signed contracts, decision 813). */
export default function sharedListRoute(app: App, ctx: AppContext) {
  app.get(
    '/data/sharedList',
    {
      schema: { tags: ['evidence'], security: [{ bearer: [] }], querystring: ZSharedListQuery, response: { 200: zEnvelope(ZSharedListResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => ok(await sharedList(ctx, requireUser(request), request.query.page ?? 1)),
  );
}
