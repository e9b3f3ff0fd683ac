import type { App, AppContext } from '../../../context';
import { checkNotaryDocToken } from '../../../services/notary/document-links';
import { openNotaryDocument } from '../../../services/notary/open-document';
import { sendPdfDocument } from './send-pdf-document';
import { TOKEN_PARAM } from './token-param';

/**
 * GET /api/download/notaryDoc/:token: one version of a notarial document, inline (the signing screen shows
 * it in a frame; ?download=1 saves it). Expired 410, changed or foreign 403, nothing stored 404.
 */
export default function downloadNotaryDocRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/notaryDoc/*',
    { compress: false, config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['notary'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkNotaryDocToken(ctx.downloadSecret, request.params['*']);
      return sendPdfDocument(request, reply, checked, () => (checked.ok ? openNotaryDocument(ctx, checked.documentId, checked.userId, request.ip ?? null) : Promise.resolve(null)));
    },
  );
}
