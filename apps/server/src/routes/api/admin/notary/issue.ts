import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { ZOfficeDecision, ZOfficeOrderRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { requestIssue } from '../../../../services/notary/office/issue';

/** POST /api/admin/notary/issue (orderId): 出具公证书 — starts the notary.issue job once the applicant confirmed. */
export default function adminNotaryIssueRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/notary/issue',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZOfficeOrderRequest, response: { 200: zEnvelope(ZOfficeDecision) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await requestIssue(ctx, requireNotary(request).operator, request.body.orderId, clientOf(request).ip), NOTARY_OFFICE_MSG.issuing),
  );
}
