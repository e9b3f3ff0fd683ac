import { ZDownSignFileQuery } from '@evidence/shared/contracts';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import type { App, AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { downSignFile } from '../../../services/esign/flows/down-sign-file';
import { flowActor } from '../../../services/esign/flows/flow-access';

/**
 * GET /api/ElcSign/downSignFile {sign_id, kind: original | signed} (ours): the PDF itself, to the bearer of
 * the session (the page fetches it and saves it); refusals are the usual envelope.
 */
export default function downSignFileRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/downSignFile',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZDownSignFileQuery },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request, reply) => {
      const a = flowActor(requirePermission(request, 'esign.use'));
      const doc = await downSignFile(ctx, a, request.query.sign_id, request.query.kind, clientOf(request).ip);
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
