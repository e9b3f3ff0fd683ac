import { ZAdminMemberList, ZAdminMemberListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { pendingMembers } from '../../../services/members/review';

/** GET /api/admin/members/list with page: member authorization letters waiting for review (operators only). */
export default function adminMemberListRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/members/list',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZAdminMemberListRequest, response: { 200: zEnvelope(ZAdminMemberList) } }, preValidation: async (r) => void requireOperator(r) },
    async (request) => ok(await pendingMembers(ctx, requireOperator(request).operator.id, request.query.page)),
  );
}
