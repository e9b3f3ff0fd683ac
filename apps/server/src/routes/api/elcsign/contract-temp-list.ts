import { ZContractTempList, ZContractTempListQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { listTemplates } from '../../../services/esign/templates/contract-temp-list';
import { templateActor } from './template-deps';

/** GET /api/ElcSign/contractTempList {page, keyword?, category?} (001 §7): the account's templates, 10 a page. */
export default function contractTempListRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/contractTempList',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZContractTempListQuery, response: { 200: zEnvelope(ZContractTempList) } },
      preValidation: async (request) => void templateActor(request, 'esign.use'),
    },
    async (request) => ok(await listTemplates(ctx.db, templateActor(request, 'esign.use').ownerId, request.query)),
  );
}
