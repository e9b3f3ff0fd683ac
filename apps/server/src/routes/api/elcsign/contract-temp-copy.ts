import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { ZContractTempSaved, ZTemplateIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { copyTemplate } from '../../../services/esign/templates/contract-temp-copy';
import { templateActor, templateDeps } from './template-deps';

/** POST /api/ElcSign/contractTempCopy {id} (ours): a copy named "…（副本）" with the same file, roles and fields. */
export default function contractTempCopyRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/contractTempCopy',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZTemplateIdRequest, response: { 200: zEnvelope(ZContractTempSaved) } },
      preValidation: async (request) => void templateActor(request, 'esign.templates.manage'),
    },
    async (request) => ok(await copyTemplate(templateDeps(ctx), templateActor(request, 'esign.templates.manage'), request.body.id), ESIGN_TEMPLATE_MSG.copied),
  );
}
