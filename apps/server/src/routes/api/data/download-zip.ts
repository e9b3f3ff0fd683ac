import { ZDownloadSelectionRequest, ZDownloadZipAnswer, zEnvelope } from '@evidence/shared/contracts';
import { DOWNLOAD_MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { createZipSelection } from '../../../services/evidence-download/zip-selection';

/**
 * POST /api/data/downloadZip with dataIdStr (ours, beside downloadBatch): checks the selection like
 * downloadBatch and answers the signed URL of one streamed ZIP of every downloadable record.
 */
export default function downloadZipRoute(app: App, ctx: AppContext) {
  app.post(
    '/data/downloadZip',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['evidence'], security: [{ bearer: [] }], body: ZDownloadSelectionRequest, response: { 200: zEnvelope(ZDownloadZipAnswer) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => ok(await createZipSelection(ctx, requireUser(request), request.body.dataIdStr, request.ip), DOWNLOAD_MSG.zipReady),
  );
}
