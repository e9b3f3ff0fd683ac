import { ZDownloadBatchAnswer, ZDownloadSelectionRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { downloadBatch } from '../../../services/evidence-download/download-batch';

/**
 * POST /api/data/downloadBatch (000 §7) with dataIdStr: a signed URL per downloadable record of the
 * caller's, the others with their reason; '无下载文件' (code 400, data.refused) when none is.
 * GET with the query is accepted too (the original front end's method is not known).
 */
export default function downloadBatchRoute(app: App, ctx: AppContext) {
  const handler = async (ids: number[], request: Parameters<typeof requireUser>[0]) => ok(await downloadBatch(ctx, requireUser(request), ids, request.ip));
  const preValidation = async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  };
  const response = { 200: zEnvelope(ZDownloadBatchAnswer) };
  app.post('/data/downloadBatch', { schema: { tags: ['evidence'], security: [{ bearer: [] }], body: ZDownloadSelectionRequest, response }, preValidation }, async (request) =>
    handler(request.body.dataIdStr, request),
  );
  app.get('/data/downloadBatch', { schema: { tags: ['evidence'], security: [{ bearer: [] }], querystring: ZDownloadSelectionRequest, response }, preValidation }, async (request) =>
    handler(request.query.dataIdStr, request),
  );
}
