import { NOTARY_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { checkNotaryDocToken } from '../../../services/notary/document-links';
import { openNotaryDocument } from '../../../services/notary/open-document';
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
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.http === 410 ? NOTARY_MSG.linkExpired : NOTARY_MSG.linkInvalid, data: null });
      const doc = await openNotaryDocument(ctx, checked.documentId, checked.userId, request.ip ?? null);
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
