import { ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { ZEsignSealDeleteRequest, ZEsignSealDeleteResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { deleteEsignSeal } from '../../../services/esign/seals/seal-delete';
import { esignSealDeps, requireSealManager } from './seal-guard';

/** POST /api/ElcSign/sealDelete {id} (001 §7): soft delete; signed documents keep the image. */
export default function esignSealDeleteRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/sealDelete',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZEsignSealDeleteRequest, response: { 200: zEnvelope(ZEsignSealDeleteResult) } },
      preValidation: async (request) => void requireSealManager(request),
    },
    async (request) => {
      const companyId = Number(requireSealManager(request).user.id);
      return ok(await deleteEsignSeal(esignSealDeps(ctx), companyId, request.body.id, clientOf(request).ip), ESIGN_SEAL_MSG.deleted);
    },
  );
}
