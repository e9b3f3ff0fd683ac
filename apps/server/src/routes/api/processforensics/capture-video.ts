import { DOWNLOAD_MSG, ResponseCode } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { TOKEN_PARAM } from '../download/token-param';
import { refuse } from '../../../errors';
import { parseByteRange } from '../../../services/evidence-download/byte-range';
import { videoGrant } from '../../../services/capture/process/video-url';
import { loadSession } from '../../../services/capture/process/session-row';

/**
 * GET /api/download/capture-video/:token: a session's recording, from the signed URL look or getProView gave
 * (to the owner at 待确认 and after, or to a view-token holder once confirmed). Byte ranges, so the player
 * seeks; nosniff and no caching.
 */
export default function captureVideoRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/capture-video/*',
    { config: { rateLimit: { max: 300, timeWindow: 60_000 } }, schema: { tags: ['capture'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const id = videoGrant(ctx, request.params['*']);
      const cap = id === null ? undefined : await ctx.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirst();
      const video = cap && ['pending_confirm', 'succeeded'].includes(cap.status) ? loadSession(cap).files.find((f) => f.role === 'video') : undefined;
      if (!video) throw refuse(DOWNLOAD_MSG.linkInvalid);
      const range = parseByteRange(request.headers.range, video.size);
      reply.header('Accept-Ranges', 'bytes').header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${video.size}`).type('application/json; charset=utf-8').send({ code: ResponseCode.refused, msg: DOWNLOAD_MSG.badRange, data: null });
      }
      const stream = await ctx.blobs.get(video.blobKey, range ?? undefined);
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${video.size}`);
      return reply.type('video/mp4').header('Content-Length', String(range ? range.end - range.start + 1 : video.size)).send(stream);
    },
  );
}
