import { ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { ZEsignSealImageQuery } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { verifyDownload } from '../../../services/downloads/signed-url';
import { openEsignSealImage } from '../../../services/esign/seals';
import { ESIGN_SEAL_IMAGE_KIND } from '../../../services/esign/seals/seal-row';
import { requireSealManager } from './seal-guard';

/**
 * GET /api/ElcSign/sealImage {id, token?} (ours): a live seal's PNG, for its company only. With the
 * token of the list's image_url (signed for the main account, for an <img>) or, without one, for the
 * caller's own session as the main account. A forged or foreign token 403, an expired one 410; never
 * cached (like the seal pictures of /api/download/seal-image).
 */
export default function esignSealImageRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/sealImage',
    {
      compress: false,
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: { tags: ['esign'], querystring: ZEsignSealImageQuery },
      preValidation: async (request) => {
        const q = request.query as { token?: unknown };
        if (q.token === undefined) requireSealManager(request);
      },
    },
    async (request, reply) => {
      const { id, token } = request.query;
      let companyId: number;
      if (token === undefined) companyId = Number(requireSealManager(request).user.id);
      else {
        const grant = verifyDownload(ctx.downloadSecret, token, ESIGN_SEAL_IMAGE_KIND);
        if (!grant || grant.id !== String(id) || typeof grant.userId !== 'number') {
          const genuine = verifyDownload(ctx.downloadSecret, token, ESIGN_SEAL_IMAGE_KIND, Number.NEGATIVE_INFINITY);
          const expired = genuine !== null && genuine.id === String(id);
          const http = expired ? 410 : 403;
          return reply.status(http).send({ code: http, msg: expired ? ESIGN_SEAL_MSG.imageLinkExpired : ESIGN_SEAL_MSG.imageLinkInvalid, data: null });
        }
        companyId = grant.userId;
      }
      const image = await openEsignSealImage(ctx, companyId, id);
      return reply
        .headers({ 'Content-Type': 'image/png', 'Content-Length': String(image.png.length), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
        .send(image.png);
    },
  );
}
