import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZDownUrl, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { downloadUrl } from '../../../services/downloads/download-urls';
import { signFor } from '../../../services/verification/sign-for';

/**
 * /api/user/download (000 §7; method not given, so GET and POST): the signed, expiring URL of the
 * power-of-attorney template (GET /api/download/template/<token>), like every download of the site.
 */
export default function downloadTemplateRoute(app: App, ctx: AppContext) {
  const handle = async (request: Parameters<typeof requirePermission>[0]) => {
    const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
    return ok({ downUrl: downloadUrl(signFor(ctx), 'template', 1, { userId: p.user.id, via: 'owner' }) });
  };
  const opts = { schema: { tags: ['verification'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZDownUrl) } } };
  app.get('/user/download', opts, handle);
  app.post('/user/download', opts, handle);
}
