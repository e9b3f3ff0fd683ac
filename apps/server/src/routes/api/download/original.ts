import { z } from 'zod';
import type { App, AppContext } from '../../../context';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { openOriginal } from '../../../services/evidence-download/open-original';

/**
 * GET /api/download/original/:token: the preserved original, for whoever holds a URL signed by
 * downloadUrl(…, 'original', id, …) (batch download, certificate, extraction code). Bytes as stored,
 * never compressed on the way; Content-Disposition per RFC 6266 keeps Chinese names; one byte range
 * is honoured (206). Refusals are the envelope: a changed or foreign token HTTP 403, an expired one
 * HTTP 410 (the body code says the same), a deleted record 404, 上传中 / 证据缺失 400.
 */
export default function downloadOriginalRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/original/*',
    {
      compress: false,
      exposeHeadRoute: false,
      // a batch of up to 1,000 files is fetched one URL each
      config: { rateLimit: { max: 1200, timeWindow: 60_000 } },
      // a wildcard, not :token: tokens are longer than the router's 100-character limit for parameters
      schema: { tags: ['evidence'], params: z.object({ '*': z.string().max(2000) }) },
    },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'original');
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.msg, data: null });
      const opened = await openOriginal(ctx, checked.grant, checked.id, request.headers.range, request.ip);
      reply.status(opened.status).headers(opened.headers);
      return opened.body ? reply.send(opened.body) : reply.send();
    },
  );
}
