import { ESIGN_TEMPLATE_CATEGORIES } from '@evidence/shared/constants';
import { ZContractTempCatOption, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { templateActor } from './template-deps';

/** GET /api/ElcSign/contractTempCatOption (001 §7): the template categories (ESIGN_TEMPLATE_CATEGORIES). */
export default function contractTempCatOptionRoute(app: App, _ctx: AppContext) {
  app.get(
    '/ElcSign/contractTempCatOption',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZContractTempCatOption) } },
      preValidation: async (request) => void templateActor(request, 'esign.use'),
    },
    async () => ok({ list: ESIGN_TEMPLATE_CATEGORIES.map((c) => ({ value: c.value, label: c.label })) }),
  );
}
