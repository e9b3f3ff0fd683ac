import { z } from 'zod';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZAdminMemberApproveRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { decideMember } from '../../../services/members/review';

/** POST /api/admin/members/approve with member_id: the letter is accepted, the member bound (2 → 3). */
export default function adminMemberApproveRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/members/approve',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZAdminMemberApproveRequest, response: { 200: zEnvelope(z.null()) } },
      preValidation: async (r) => void requireOperator(r),
    },
    async (request) => {
      await decideMember(ctx, requireOperator(request).operator.id, request.body.member_id, { approve: true }, request.ip ?? null);
      return ok(null, MEMBER_MSG.approved);
    },
  );
}
