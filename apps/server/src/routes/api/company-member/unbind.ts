import { z } from 'zod';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberUnbindRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { unbindSelf } from '../../../services/members/unbind';
import { WRITE_LIMIT, security, tags } from './guard';

/** POST /api/companyMember/unbind with member_id, son_uid, smsCode, smsToken (000 §7): a member leaves its company. */
export default function memberUnbindRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/unbind',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZMemberUnbindRequest, response: { 200: zEnvelope(z.null()) } }, preValidation: async (r) => void requireUser(r) },
    async (request) => {
      await unbindSelf(ctx, requireUser(request), request.body, request.ip ?? null);
      return ok(null, MEMBER_MSG.unbound);
    },
  );
}
