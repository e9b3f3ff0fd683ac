import { ZAdminLoginRequest, ZAdminLoginResponse, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { loginOperator } from '../../../services/admin/operator-login';

/** POST /api/admin/login: operator (notary staff) sign-in for the console. */
export default function adminLogin(app: App, ctx: AppContext) {
  app.post(
    '/admin/login',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['admin'], body: ZAdminLoginRequest, response: { 200: zEnvelope(ZAdminLoginResponse) } },
    },
    async (request) => {
      const result = await loginOperator(ctx.db, request.body, { lockout: ctx.config.login, session: ctx.config.session }, clientOf(request));
      return ok(result, MSG.loginOk);
    },
  );
}
