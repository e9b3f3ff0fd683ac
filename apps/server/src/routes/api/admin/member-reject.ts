import { z } from 'zod';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZAdminMemberRejectRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { decideMember } from '../../../services/members/review';

/** POST /api/admin/members/reject with member_id, reason: stays 2 with audit_content (审核未通过). */
export default function adminMemberRejectRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/members/reject',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZAdminMemberRejectRequest, response: { 200: zEnvelope(z.null()) } },
      preValidation: async (r) => void requireOperator(r),
    },
    async (request) => {
      await decideMember(ctx, requireOperator(request).operator.id, request.body.member_id, { approve: false, reason: request.body.reason }, request.ip ?? null);
      return ok(null, MEMBER_MSG.rejected);
    },
  );
}
