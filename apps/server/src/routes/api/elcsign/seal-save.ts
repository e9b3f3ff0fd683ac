import { ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { ZEsignSealSaveRequest, ZEsignSealSaveResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { saveEsignSeal } from '../../../services/esign/seals/seal-save';
import { esignSealDeps, requireSealManager } from './seal-guard';

/** POST /api/ElcSign/sealSave {id, name, seal_type} (001 §7): rename or retype; the image never changes. */
export default function esignSealSaveRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/sealSave',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZEsignSealSaveRequest, response: { 200: zEnvelope(ZEsignSealSaveResult) } },
      preValidation: async (request) => void requireSealManager(request),
    },
    async (request) => {
      const companyId = Number(requireSealManager(request).user.id);
      const { id, name, seal_type } = request.body;
      return ok(await saveEsignSeal(esignSealDeps(ctx), companyId, { id, name, sealType: seal_type, ip: clientOf(request).ip }), ESIGN_SEAL_MSG.saved);
    },
  );
}
