import contentDisposition from 'content-disposition';
import { ZGetElecFileQuery } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { getElecFile } from '../../../services/capture/web/get-elec-file';

/**
 * GET /api/share/getElecFile?baoquan=&role=report|screenshot&viewToken=: a preserved web capture's report or
 * screenshot, inline, for whoever may open its view. Refusals answer the envelope (the error plugin).
 */
export default function getElecFileRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/getElecFile',
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['capture'], querystring: ZGetElecFileQuery } },
    async (request, reply) => {
      const { stream, file } = await getElecFile(ctx, request.principal, request.query);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.name, { type: 'inline' }))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
