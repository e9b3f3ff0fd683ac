import { z } from 'zod';
import { ZResetPasswordRequest, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { resetPassword } from '../../../services/auth/reset-password';

/** POST /api/login/resetPassword: a new password for a proven phone. */
export default function resetPasswordRoute(app: App, ctx: AppContext) {
  app.post(
    '/login/resetPassword',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: ZResetPasswordRequest, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { phone, smsCode, smsToken, password } = request.body;
      await resetPassword(ctx.db, { phone, smsCode, smsToken, password }, request.ip);
      return ok(null, MSG.resetOk);
    },
  );
}
