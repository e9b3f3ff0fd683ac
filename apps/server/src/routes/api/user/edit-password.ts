import { z } from 'zod';
import { ZEditPasswordRequest, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { editPassword } from '../../../services/auth/edit-password';

/** POST /api/user/editPassword: not for sub-accounts (000 §6); ends every session afterwards. */
export default function editPasswordRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/editPassword',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['user'], security: [{ bearer: [] }], body: ZEditPasswordRequest, response: { 200: zEnvelope(z.null()) } },
      // the login and role check run before the body is validated, so a guest learns nothing
      preValidation: async (request) => {
        requirePermission(request, 'password.change', MSG.subAccountNoPassword);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'password.change', MSG.subAccountNoPassword);
      await editPassword(ctx.db, p.user.id, request.body, request.ip);
      return ok(null, MSG.passwordChanged);
    },
  );
}
