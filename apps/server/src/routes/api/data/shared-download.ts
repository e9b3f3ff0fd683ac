import { ZSharedDownloadQuery } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { sharedDownload } from '../../../services/evidence-shares/shared-records';

/** GET /api/data/sharedDownload {id}: the file of a record shared with me, to the session's bearer (the page saves it). */
export default function sharedDownloadRoute(app: App, ctx: AppContext) {
  app.get(
    '/data/sharedDownload',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['evidence'], security: [{ bearer: [] }], querystring: ZSharedDownloadQuery },
      preValidation: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const doc = await sharedDownload(ctx, requireUser(request), request.query.id, clientOf(request).ip);
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(doc.size),
          'Content-Disposition': contentDisposition(doc.fileName, 'attachment'),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(doc.body);
    },
  );
}
