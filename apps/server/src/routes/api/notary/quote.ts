import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryQuote, ZNotaryQuoteQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { requireApplicant } from '../../../services/notary/applicant';
import { notaryQuote } from '../../../services/notary/fee';

/** GET /api/notary/quote {records}: the fee an order of that many records will be charged (decision 850). */
export default function notaryQuoteRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/quote',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryQuoteQuery, response: { 200: zEnvelope(ZNotaryQuote) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => {
      requireApplicant(requirePermission(request, 'notary.use', NOTARY_MSG.subRefused));
      return ok(notaryQuote(ctx.config, request.query.records));
    },
  );
}
