import { ZEsignSealList, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { listEsignSeals } from '../../../services/esign/seals/seal-list';
import { esignSealDeps, requireSealManager } from './seal-guard';

/** GET /api/ElcSign/sealList (001 §7): the company's seals, newest first; main account of a verified company only. */
export default function esignSealListRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/sealList',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZEsignSealList) } },
      preValidation: async (request) => void requireSealManager(request),
    },
    async (request) => ok(await listEsignSeals(esignSealDeps(ctx), Number(requireSealManager(request).user.id))),
  );
}
