import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberAddRequest, ZMemberIdResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { addMember } from '../../../services/members/add';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/add with mobile, pid, son_uid, smsCode, smsToken, filePath: a member pending review. */
export default function memberAddRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/add',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZMemberAddRequest, response: { 200: zEnvelope(ZMemberIdResponse) } }, preValidation: preCompanyMain },
    async (request) => ok(await addMember(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), MEMBER_MSG.added),
  );
}
