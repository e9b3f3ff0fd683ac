import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryApplyFormQuery, ZNotaryApplyFormView, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { getApplyForm } from '../../../services/notary/apply-form';

/** GET /api/notary/applyForm {orderId}: the electronic application form, the applicant read from the verification. */
export default function notaryApplyFormRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/applyForm',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryApplyFormQuery, response: { 200: zEnvelope(ZNotaryApplyFormView) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await getApplyForm(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId)),
  );
}
