import { z } from 'zod';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberStopRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { stopMember } from '../../../services/members/stop';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/stop with mobile, pid, son_uid, smsCode, smsToken, member_id: disable (irreversible). */
export default function memberStopRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/stop',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZMemberStopRequest, response: { 200: zEnvelope(z.null()) } }, preValidation: preCompanyMain },
    async (request) => {
      await stopMember(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null);
      return ok(null, MEMBER_MSG.stopped);
    },
  );
}
