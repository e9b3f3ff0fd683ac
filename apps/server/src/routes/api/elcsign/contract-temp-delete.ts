import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { ZContractTempSaved, ZTemplateIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { deleteTemplate } from '../../../services/esign/templates/contract-temp-delete';
import { templateActor, templateDeps } from './template-deps';

/** POST /api/ElcSign/contractTempDelete {id} (ours): a soft delete; flows made from it keep their copy (services/esign/templates/contract-temp-delete.ts). */
export default function contractTempDeleteRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/contractTempDelete',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZTemplateIdRequest, response: { 200: zEnvelope(ZContractTempSaved) } },
      preValidation: async (request) => void templateActor(request, 'esign.templates.manage'),
    },
    async (request) => ok(await deleteTemplate(templateDeps(ctx), templateActor(request, 'esign.templates.manage'), request.body.id), ESIGN_TEMPLATE_MSG.deleted),
  );
}
