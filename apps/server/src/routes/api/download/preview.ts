import parseRange from 'range-parser';
import { DOWNLOAD_MSG, ResponseCode } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { TOKEN_PARAM } from './token-param';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { isInlineType } from '../../../services/downloads/inline-types';
import { CustodyAction } from '../../../services/evidence/custody';
import { downloadableRecord, grantOf, mustHaveOriginal, recordDownload } from '../../../services/evidence-package/downloadable';

/**
 * GET /api/download/preview/:token: the inline preview of the original, from a short-lived token that getView
 * gives only to the logged-in verified owner (/mobile/preview) and downBaoquan to a visitor once the extraction
 * code was right (via 'code', issue 24 item 7): the code never travels in this URL. Types a browser
 * could execute (HTML, SVG) are sent as attachments, with nosniff, never inline. Byte ranges are
 * served, so audio and video can seek (and Safari, which plays video only by ranges, plays it).
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
      const size = Number(row.size);
      const range = byteRange(request.headers.range, size);
      const inline = isInlineType(row.mime);
      reply
        .header('Accept-Ranges', 'bytes')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).type('application/json; charset=utf-8').send({ code: ResponseCode.refused, msg: DOWNLOAD_MSG.badRange, data: null });
      }
      const stream = await ctx.blobs.get(row.blob_key!, range ?? undefined);
      // a player asks for many ranges while it plays and seeks: the view is written once, when it starts
      if (!range || range.start === 0) await recordDownload(ctx, row, grant, CustodyAction.downloadOriginal, ip);
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      return reply
        .type(inline ? row.mime! : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(row.file_name, inline ? 'inline' : 'attachment'))
        .header('Content-Length', String(range ? range.end - range.start + 1 : size))
        .send(stream);
    },
  );
}

/**
 * The one byte range a player asks for (RFC 9110 §14): null for the whole file (no header, a
 * malformed one, or several ranges, which players do not send), 'unsatisfiable' past the end.
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}
