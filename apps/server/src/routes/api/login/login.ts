import { ZLoginRequest, ZLoginResponse, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { getAuthInfo } from '../../../services/auth/get-auth-info';
import { loginUser } from '../../../services/auth/login';
import { principalForUser } from '../../../services/auth/principal-for-user';

/** POST /api/login: phone and password (and the image captcha after repeated failures). */
export default function login(app: App, ctx: AppContext) {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: zEnvelope(ZLoginResponse) } },
    },
    async (request) => {
      const { token, userId } = await loginUser(
        ctx.db,
        request.body,
        { lockout: ctx.config.login, session: ctx.config.session },
        clientOf(request),
      );
      const principal = await principalForUser(ctx.db, userId);
      return ok({ token, userInfo: await getAuthInfo(ctx, principal) }, MSG.loginOk);
    },
  );
}
