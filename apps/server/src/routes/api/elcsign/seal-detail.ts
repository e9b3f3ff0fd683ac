import { ZEsignSealDetail, ZEsignSealDetailQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { esignSealDetail } from '../../../services/esign/seals/seal-list';
import { esignSealDeps, requireSealManager } from './seal-guard';

/** GET /api/ElcSign/sealDetail {id} (001 §7): one live seal; another company's answers like a missing one. */
export default function esignSealDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/sealDetail',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZEsignSealDetailQuery, response: { 200: zEnvelope(ZEsignSealDetail) } },
      preValidation: async (request) => void requireSealManager(request),
    },
    async (request) => ok(await esignSealDetail(esignSealDeps(ctx), Number(requireSealManager(request).user.id), request.query.id)),
  );
}
