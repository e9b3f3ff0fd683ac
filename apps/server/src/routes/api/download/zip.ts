import { z } from 'zod';
import { DOWNLOAD_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { openZip } from '../../../services/evidence-download/open-zip';

/**
 * GET /api/download/zip/:token: the streamed ZIP of a selection made by POST /api/data/downloadZip.
 * Refusals as for the original: HTTP 403 changed token, 410 expired, 400 '无下载文件'.
 */
export default function downloadZipStreamRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/zip/*',
    {
      compress: false,
      exposeHeadRoute: false,
      // a wildcard, not :token: tokens are longer than the router's 100-character limit for parameters
      schema: { tags: ['evidence'], params: z.object({ '*': z.string().max(2000) }) },
    },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'zip');
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.msg, data: null });
      const opened = await openZip(ctx, checked.grant, checked.id, request.ip);
      if (opened === 'expired') return reply.status(410).send({ code: 410, msg: DOWNLOAD_MSG.linkExpired, data: null });
      reply.status(200).headers(opened.headers);
      return reply.send(opened.body);
    },
  );
}
