import multipart from '@fastify/multipart';
import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { ZContractTempEditFields, ZContractTempSaved, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { issueMessage, refuse } from '../../../errors';
import { editTemplate } from '../../../services/esign/templates/contract-temp-edit';
import { templateActor, templateDeps } from './template-deps';
import { readTemplateForm, TEMPLATE_MULTIPART_LIMITS } from './read-template-form';

/**
 * POST /api/ElcSign/contractTempEdit (001 §7): `id`, `name`, `category`, `roles`, `fields` as in create,
 * and optionally a new `file` (multipart); without a file a form or JSON body is accepted too.
 */
export default function contractTempEditRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: TEMPLATE_MULTIPART_LIMITS });
    scope.post(
      '/ElcSign/contractTempEdit',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { tags: ['esign'], security: [{ bearer: [] }], consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'], response: { 200: zEnvelope(ZContractTempSaved) } },
        preValidation: async (request) => void templateActor(request, 'esign.templates.manage'),
      },
      async (request) => {
        const actor = templateActor(request, 'esign.templates.manage');
        const { values, file } = await readTemplateForm(request);
        const content = ZContractTempEditFields.safeParse(values);
        if (!content.success) throw refuse(issueMessage(content.error, ESIGN_TEMPLATE_MSG.fieldsInvalid));
        const { id, ...rest } = content.data;
        return ok(await editTemplate(templateDeps(ctx), actor, id, rest, file), ESIGN_TEMPLATE_MSG.saved);
      },
    );
  });
}
