import multipart from '@fastify/multipart';
import { ZUploadNormalResult, zEnvelope } from '@evidence/shared/contracts';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { readFilePart } from './read-file-part';
import { storeImage } from '../../../services/ingest/store-image';

/**
 * POST /api/Upload/uploadNormal (000 §7): multipart `file`, an image for another form; answers
 * data.path and data.url with msg '上传成功'. The part is read up to the image limit (one byte
 * more is refused, never stored).
 */
export default function uploadNormalRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: EVIDENCE_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 } });
    scope.post(
      '/Upload/uploadNormal',
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: { tags: ['upload'], security: [{ bearer: [] }], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZUploadNormalResult) } },
        preValidation: async (request) => {
          requireUser(request);
        },
      },
      async (request) => {
        const p = requireUser(request);
        const bytes = await readFilePart(request, INGEST_MSG.imageRequired);
        return ok(await storeImage(ctx.db, ctx.blobs, p.user.id, bytes, clientOf(request).ip), EVIDENCE_MSG.uploadOk);
      },
    );
  });
}
