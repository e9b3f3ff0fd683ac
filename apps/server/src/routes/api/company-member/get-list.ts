import { ZMemberList, ZMemberListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { listMembers } from '../../../services/members/get-list';
import { READ_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** GET /api/companyMember/getList with keyword, page (001 §7): the company's members, 10 a page. */
export default function memberListRoute(app: App, ctx: AppContext) {
  app.get(
    '/companyMember/getList',
    { config: READ_LIMIT, schema: { tags, security, querystring: ZMemberListRequest, response: { 200: zEnvelope(ZMemberList) } }, preValidation: preCompanyMain },
    async (request) => ok(await listMembers(ctx, requireCompanyMain(request).user, request.query)),
  );
}
