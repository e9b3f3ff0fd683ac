import { ZQueryMemberRequest, ZQueryMemberResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { resolveCandidate } from '../../../services/members/candidate';
import { requireVerifiedCompany } from '../../../services/members/member-rows';
import { READ_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/queryMember with mobile, pid: user_id and name of a person who may become a member. */
export default function queryMemberRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/queryMember',
    { config: READ_LIMIT, schema: { tags, security, body: ZQueryMemberRequest, response: { 200: zEnvelope(ZQueryMemberResponse) } }, preValidation: preCompanyMain },
    async (request) => {
      const { user } = requireCompanyMain(request);
      requireVerifiedCompany(user);
      return ok(await resolveCandidate(ctx.db, user.id, request.body.mobile));
    },
  );
}
