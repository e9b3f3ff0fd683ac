import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { ZOfficeDecision, ZOfficeInterviewRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { saveInterview } from '../../../../services/notary/office/interview';

/** POST /api/admin/notary/interview (orderId, items: [{q, a}] as JSON): 询问笔录 — a new version; the applicant confirms it. */
export default function adminNotaryInterviewRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/notary/interview',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZOfficeInterviewRequest, response: { 200: zEnvelope(ZOfficeDecision) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await saveInterview(ctx, requireNotary(request).operator, request.body.orderId, request.body.items, clientOf(request).ip), NOTARY_OFFICE_MSG.interviewSaved),
  );
}
