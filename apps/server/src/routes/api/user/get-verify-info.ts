import { ZVerifyInfo, ZVerifyInfoQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getVerifyInfo } from '../../../services/verification/get-verify-info';

/**
 * GET /api/user/getVerifyInfo[?full=1]: the caller's own verification (state, message, data, images,
 * a change under review) for the verification pages. Never cached by the browser.
 */
export default function getVerifyInfoRoute(app: App, ctx: AppContext) {
  app.get(
    '/user/getVerifyInfo',
    {
      schema: { tags: ['verification'], security: [{ bearer: [] }], querystring: ZVerifyInfoQuery, response: { 200: zEnvelope(ZVerifyInfo) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const p = requireUser(request);
      void reply.header('cache-control', 'no-store');
      return ok(await getVerifyInfo(ctx, p.user.id, request.query.full === true));
    },
  );
}
