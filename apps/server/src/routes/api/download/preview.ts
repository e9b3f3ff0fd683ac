import type { App, AppContext } from '../../../context';
import { TOKEN_PARAM } from './token-param';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { CustodyAction } from '../../../services/evidence/custody';
import { downloadableRecord, grantOf, mustHaveOriginal, recordDownload } from '../../../services/evidence-package/downloadable';

/** Shown inline only when the browser can render it without running anything from the file. */
const INLINE = /^(image\/(png|jpe?g|gif|webp|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/i;

/**
 * GET /api/download/preview/:token: the owner's inline preview of the original (/mobile/preview),
 * from a short-lived token that getView gives only to the logged-in verified owner. Types a browser
 * could execute (HTML, SVG) are sent as attachments, with nosniff, never inline.
 */
export default function downloadPreviewRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/preview/*',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['certificate'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const grant = grantOf(ctx, request.params['*'], 'preview');
      const row = await downloadableRecord(ctx, Number(grant.id));
      const ip = request.ip ?? null;
      await mustHaveOriginal(ctx, row, ip);
      const stream = await ctx.blobs.get(row.blob_key!);
      await recordDownload(ctx, row, grant, CustodyAction.downloadOriginal, ip);
      const inline = row.mime !== null && INLINE.test(row.mime);
      return reply
        .type(inline ? row.mime! : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(row.file_name, inline ? 'inline' : 'attachment'))
        .header('Content-Length', String(row.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
