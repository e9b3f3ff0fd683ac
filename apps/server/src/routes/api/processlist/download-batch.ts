import { ZCaptureDownloadBatchRequest, ZDownloadBatchAnswer, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { downloadCaptureBatch } from '../../../services/capture/web/download-batch';

/** POST /api/processlist/downloadBatch {idStr} (001 §7): signed URLs of the selected captures' packages. */
export default function captureDownloadBatchRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/downloadBatch',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZCaptureDownloadBatchRequest, response: { 200: zEnvelope(ZDownloadBatchAnswer) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await downloadCaptureBatch(ctx, requirePermission(request, 'capture.use'), request.body.idStr, request.ip ?? null)),
  );
}
