import { ZCreateShareLinkRequest, ZCreateShareLinkResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { createShareLink } from '../../../services/share/create-share-link';

/**
 * POST /api/share/createShareLink {dataId, days: 0|7|30} (ours, issue 24 item 7): the 分享 dialog's link of one of
 * the caller's records. Login first, then the input, so a guest learns nothing; 20 links a minute per address.
 */
export default function createShareLinkRoute(app: App, ctx: AppContext) {
  app.post(
    '/share/createShareLink',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags: ['share'], security: [{ bearer: [] }], body: ZCreateShareLinkRequest, response: { 200: zEnvelope(ZCreateShareLinkResponse) } },
    },
    async (request) => ok(await createShareLink(ctx, requireUser(request), request.body, request.ip ?? null)),
  );
}
