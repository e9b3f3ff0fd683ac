import type { App, AppContext } from '../../../../context';
import { checkOfficeDocToken } from '../../../../services/notary/office/office-links';
import { openOfficeDocument } from '../../../../services/notary/office/open-office-document';
import { sendPdfDocument } from '../../download/send-pdf-document';
import { TOKEN_PARAM } from '../../download/token-param';

/**
 * GET /api/admin/notary/doc/:token: one document version for the console (the link the detail gave a
 * notary; a new tab opens it, so the token is the credential, 10 minutes). Expired 410, changed 403, gone 404.
 */
export default function adminNotaryDocRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/notary/doc/*',
    { compress: false, config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['admin'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkOfficeDocToken(ctx.downloadSecret, request.params['*']);
      return sendPdfDocument(request, reply, checked, () => (checked.ok ? openOfficeDocument(ctx, checked.documentId, checked.operatorId, request.ip ?? null) : Promise.resolve(null)));
    },
  );
}
