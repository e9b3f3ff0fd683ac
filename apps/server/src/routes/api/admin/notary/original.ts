import { ZOfficeOriginal, ZOfficeOriginalQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { clientOf } from '../../../../plugins/guards';
import { requireNotary } from '../../../../plugins/notary-guard';
import { officeOriginalLink } from '../../../../services/notary/office/original-link';

/** GET /api/admin/notary/original (orderId, evidenceId): a 10-minute link to a record's original; opening it writes the custody log. */
export default function adminNotaryOriginalRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/notary/original',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZOfficeOriginalQuery, response: { 200: zEnvelope(ZOfficeOriginal) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await officeOriginalLink(ctx, requireNotary(request).operator, request.query.orderId, request.query.evidenceId, clientOf(request).ip)),
  );
}
