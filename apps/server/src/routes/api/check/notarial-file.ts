import multipart from '@fastify/multipart';
import { NOTARIAL_LOOKUP_LIMITS, NOTARIAL_LOOKUP_MSG } from '@evidence/shared/constants';
import { ZNotarialFileCheck, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { checkCertificateFile } from '../../../services/notarial-lookup/check-certificate-file';
import { readFilePart } from '../upload/read-file-part';

/**
 * POST /api/check/notarialFile (public, multipart `file`): an uploaded notarial certificate PDF checked
 * — its signatures and whether it is the file of an issued certificate. Read into memory up to the
 * limit (one byte more is refused), judged by its content, never stored. No captcha: the answer needs
 * the file itself, so it cannot be used to guess numbers; the rate limit bounds the work (decision 333).
 */
export default function notarialFileCheck(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: NOTARIAL_LOOKUP_LIMITS.fileMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 200 } });
    scope.post(
      '/check/notarialFile',
      {
        config: { rateLimit: { max: NOTARIAL_LOOKUP_LIMITS.fileChecksPerMinute, timeWindow: 60_000 } },
        schema: { tags: ['public-lookup'], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZNotarialFileCheck) } },
      },
      async (request) => {
        const bytes = await readFilePart(request, NOTARIAL_LOOKUP_MSG.fileRequired, { tooLarge: NOTARIAL_LOOKUP_MSG.tooLarge, incomplete: NOTARIAL_LOOKUP_MSG.incomplete });
        return ok(await checkCertificateFile(ctx, bytes), NOTARIAL_LOOKUP_MSG.checked);
      },
    );
  });
}
