import multipart from '@fastify/multipart';
import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { ZContractTempContent, ZContractTempSaved, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { issueMessage, refuse } from '../../../errors';
import { createTemplate } from '../../../services/esign/templates/contract-temp-create';
import { templateActor, templateDeps } from './template-deps';
import { readTemplateForm, TEMPLATE_MULTIPART_LIMITS } from './read-template-form';

/**
 * POST /api/ElcSign/contractTempCreate (001 §7), multipart: `file` (the PDF, ≤ 20 MB, judged by
 * content), `name`, `category`, `roles` (JSON ["甲方","乙方"]), `fields` (JSON, percent of the page).
 * Individuals and company main accounts; members are refused (they use the company's templates).
 */
export default function contractTempCreateRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: TEMPLATE_MULTIPART_LIMITS });
    scope.post(
      '/ElcSign/contractTempCreate',
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: { tags: ['esign'], security: [{ bearer: [] }], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZContractTempSaved) } },
        preValidation: async (request) => void templateActor(request, 'esign.templates.manage'),
      },
      async (request) => {
        const actor = templateActor(request, 'esign.templates.manage');
        const { values, file } = await readTemplateForm(request);
        const content = ZContractTempContent.safeParse(values);
        if (!content.success) throw refuse(issueMessage(content.error, ESIGN_TEMPLATE_MSG.fieldsInvalid));
        if (!file) throw refuse(ESIGN_TEMPLATE_MSG.fileRequired);
        return ok(await createTemplate(templateDeps(ctx), actor, content.data, file), ESIGN_TEMPLATE_MSG.created);
      },
    );
  });
}
