import { SEAL_MSG } from '@evidence/shared/constants';
import { ZSealGenerateResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { generateSeal } from '../../../services/seals/generate';
import { sealDeps } from './seal-deps';

/**
 * POST /api/seal/generate (ours): generates the seal of the caller's verified name (a company's
 * round seal or a person's name stamp) and stores it; only verified accounts (verify_status 3).
 */
export default function sealGenerateRoute(app: App, ctx: AppContext) {
  app.post(
    '/seal/generate',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['seal'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZSealGenerateResult) } },
      preValidation: async (request) => {
        requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      return ok(await generateSeal(sealDeps(ctx), p.user, clientOf(request).ip), SEAL_MSG.generated);
    },
  );
}
