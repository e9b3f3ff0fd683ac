import { ZLoginFailuresResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { listLoginFailures } from '../../../services/admin/list-login-failures';

/** GET /api/admin/loginFailures: bursts of failed logins (last 24 hours), for operators only. */
export default function loginFailures(app: App, ctx: AppContext) {
  app.get(
    '/admin/loginFailures',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZLoginFailuresResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await listLoginFailures(ctx.db));
    },
  );
}
