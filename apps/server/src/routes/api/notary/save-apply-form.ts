import { z } from 'zod';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryApplyFormRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { saveApplyForm } from '../../../services/notary/apply-form';

/** POST /api/notary/saveApplyForm: the filled application form; the order moves on to signing. */
export default function notarySaveApplyFormRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/saveApplyForm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryApplyFormRequest, response: { 200: zEnvelope(z.object({ step: z.string() })) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await saveApplyForm(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body, clientOf(request).ip), NOTARY_MSG.formSaved),
  );
}
