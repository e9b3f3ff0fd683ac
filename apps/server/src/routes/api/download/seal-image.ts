import { SEAL_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { openSealImage } from '../../../services/seals/open-seal-image';
import { TOKEN_PARAM } from './token-param';

/**
 * GET /api/download/seal-image/:token: a seal's PNG, for whoever holds a link the server signed for
 * its owner (getList, create, generate). Expired 410, changed or foreign 403, a seal since deleted
 * 404; never cached.
 */
export default function sealImageRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/seal-image/*',
    { compress: false, config: { rateLimit: { max: 300, timeWindow: 60_000 } }, schema: { tags: ['seal'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'seal-image');
      if (!checked.ok) {
        const msg = checked.http === 410 ? SEAL_MSG.imageLinkExpired : SEAL_MSG.imageLinkInvalid;
        return reply.status(checked.http).send({ code: checked.http, msg, data: null });
      }
      const image = await openSealImage(ctx.db, ctx.blobs, checked.id, checked.grant.userId ?? null);
      if (!image) return reply.status(404).send({ code: 404, msg: SEAL_MSG.imageGone, data: null });
      return reply
        .headers({ 'Content-Type': 'image/png', 'Content-Length': String(image.size), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
        .send(image.body);
    },
  );
}
