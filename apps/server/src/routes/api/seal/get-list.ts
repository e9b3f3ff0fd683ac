import { SEAL_MSG } from '@evidence/shared/constants';
import { ZSealList, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { getSealList } from '../../../services/seals/get-list';
import { signFor } from '../../../services/verification/sign-for';

/**
 * GET /api/seal/getList (001 §7 seals "list"; path ours): the caller's seals, default first, each
 * with a short-lived pic_url. Individuals and company main accounts; sub-accounts are refused (001 §6).
 */
export default function sealGetListRoute(app: App, ctx: AppContext) {
  app.get(
    '/seal/getList',
    {
      schema: { tags: ['seal'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZSealList) } },
      preValidation: async (request) => {
        requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      return ok(await getSealList(ctx.db, signFor(ctx), Number(p.user.id)));
    },
  );
}
