import { VERIFY_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { openIdentityImage } from '../../../services/verification/open-identity-image';
import { TOKEN_PARAM } from './token-param';

/**
 * GET /api/download/kyc-image/:token: an identity document image, for whoever holds a URL the server
 * signed for its owner or an operator (getVerifyInfo, getAuthInfo, the review detail). Expired 410,
 * changed or foreign 403, an image since removed 404; never cached.
 */
export default function kycImageRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/kyc-image/*',
    { compress: false, config: { rateLimit: { max: 300, timeWindow: 60_000 } }, schema: { tags: ['verification'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'kyc-image');
      if (!checked.ok) {
        const msg = checked.http === 410 ? VERIFY_MSG.imageLinkExpired : VERIFY_MSG.imageLinkInvalid;
        return reply.status(checked.http).send({ code: checked.http, msg, data: null });
      }
      const image = await openIdentityImage(ctx.db, ctx.blobs, checked.id);
      if (!image) return reply.status(404).send({ code: 404, msg: VERIFY_MSG.imageGone, data: null });
      return reply
        .headers({ 'Content-Type': image.mime, 'Content-Length': String(image.size), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
        .send(image.body);
    },
  );
}
