import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryApplyRequest, ZNotaryOrderCreated, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { applyForNotarization } from '../../../services/notary/apply';

/** POST /api/notary/apply {ids}: a notarial order of the caller's selected records, at its first step. */
export default function notaryApplyRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/apply',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryApplyRequest, response: { 200: zEnvelope(ZNotaryOrderCreated) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await applyForNotarization(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body.ids, clientOf(request).ip, request.body.fee), NOTARY_MSG.applied),
  );
}
