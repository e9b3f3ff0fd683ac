import { SEAL_MSG } from '@evidence/shared/constants';
import { ZSealDelRequest, ZSealDelResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { deleteSeal } from '../../../services/seals/del';
import { sealDeps } from './seal-deps';

/** POST /api/seal/del with id (001 §7): removes a non-default seal (soft delete, audited). */
export default function sealDelRoute(app: App, ctx: AppContext) {
  app.post(
    '/seal/del',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['seal'], security: [{ bearer: [] }], body: ZSealDelRequest, response: { 200: zEnvelope(ZSealDelResult) } },
      preValidation: async (request) => {
        requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      const id = Number(p.user.id);
      return ok(await deleteSeal(sealDeps(ctx), id, id, request.body.id, clientOf(request).ip), SEAL_MSG.deleted);
    },
  );
}
