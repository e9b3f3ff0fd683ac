import { ZTemplateDetail, ZTemplateIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { templateDetail } from '../../../services/esign/templates/contract-temp-detail';
import { templateActor } from './template-deps';

/** GET /api/ElcSign/contractTempDetail {id} (001 §7): roles, fields, page sizes, hashes, flows made from it. */
export default function contractTempDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/contractTempDetail',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZTemplateIdRequest, response: { 200: zEnvelope(ZTemplateDetail) } },
      preValidation: async (request) => void templateActor(request, 'esign.use'),
    },
    async (request) => ok(await templateDetail(ctx.db, templateActor(request, 'esign.use').ownerId, request.query.id)),
  );
}
