import { MSG } from '@evidence/shared/constants';
import { ZMemberSendMsgRequest, ZMemberSendMsgResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { sendMemberSms } from '../../../services/members/send-msg';
import { security, tags } from './guard';

/** POST /api/companyMember/sendMsg with mobile, type (7 add, 8 disable or unbind), companyName: answers token. */
export default function memberSendMsgRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/sendMsg',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, body: ZMemberSendMsgRequest, response: { 200: zEnvelope(ZMemberSendMsgResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => ok(await sendMemberSms(ctx, requireUser(request), request.body.mobile, request.body.type, request.ip ?? null), MSG.smsSent),
  );
}
