import { SEAL_MSG } from '@evidence/shared/constants';
import { ZSealSetDefaultRequest, ZSealSetDefaultResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { setDefaultSeal } from '../../../services/seals/set-default';
import { sealDeps } from './seal-deps';

/** POST /api/seal/setDefault with id (001 §7): the one default seal of the caller's account. */
export default function sealSetDefaultRoute(app: App, ctx: AppContext) {
  app.post(
    '/seal/setDefault',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['seal'], security: [{ bearer: [] }], body: ZSealSetDefaultRequest, response: { 200: zEnvelope(ZSealSetDefaultResult) } },
      preValidation: async (request) => {
        requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      const id = Number(p.user.id);
      return ok(await setDefaultSeal(sealDeps(ctx), id, id, request.body.id, clientOf(request).ip), SEAL_MSG.setDefault);
    },
  );
}
