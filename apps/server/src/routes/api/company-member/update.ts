import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberIdResponse, ZMemberUpdateRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { updateMember } from '../../../services/members/update';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/update with mobile, member_id, smsCode, smsToken, filePath (status 2 only). */
export default function memberUpdateRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/update',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZMemberUpdateRequest, response: { 200: zEnvelope(ZMemberIdResponse) } }, preValidation: preCompanyMain },
    async (request) => ok(await updateMember(ctx, requireCompanyMain(request).user, request.body.member_id, request.body, request.ip ?? null), MEMBER_MSG.updated),
  );
}
