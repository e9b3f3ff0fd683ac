import { ZUserInfo, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getAuthInfo } from '../../../services/auth/get-auth-info';

/** GET /api/user/getAuthInfo: the user info for the calling role. */
export default function getAuthInfoRoute(app: App, ctx: AppContext) {
  app.get(
    '/user/getAuthInfo',
    { schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZUserInfo) } } },
    async (request) => ok(await getAuthInfo(ctx, requireUser(request))),
  );
}
