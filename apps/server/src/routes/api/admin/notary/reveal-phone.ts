import { ZOfficeOrderRequest, ZOfficeRevealPhone, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { revealApplicantPhone } from '../../../../services/notary/office/reveal-phone';

/** POST /api/admin/notary/revealPhone (orderId): 显示完整号码 — the applicant's phone in full, with a custody-log row (decision 853); notaries only. */
export default function adminNotaryRevealPhoneRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/notary/revealPhone',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZOfficeOrderRequest, response: { 200: zEnvelope(ZOfficeRevealPhone) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await revealApplicantPhone(ctx, requireNotary(request).operator, request.body.orderId, clientOf(request).ip)),
  );
}
