import { NOTARY_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../../context';
import { contentDisposition } from '../../../../services/downloads/content-disposition';
import { checkOfficeDocToken } from '../../../../services/notary/office/office-links';
import { openOfficeDocument } from '../../../../services/notary/office/open-office-document';
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
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.http === 410 ? NOTARY_MSG.linkExpired : NOTARY_MSG.linkInvalid, data: null });
      const doc = await openOfficeDocument(ctx, checked.documentId, checked.operatorId, request.ip ?? null);
      if (!doc) return reply.status(404).send({ code: 404, msg: NOTARY_MSG.fileGone, data: null });
      const asFile = (request.query as Record<string, unknown> | undefined)?.download === '1';
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(doc.size),
          'Content-Disposition': contentDisposition(doc.fileName, asFile ? 'attachment' : 'inline'),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(doc.body);
    },
  );
}
