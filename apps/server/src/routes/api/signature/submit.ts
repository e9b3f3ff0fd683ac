import multipart from '@fastify/multipart';
import { SEAL_LIMITS, SEAL_MSG, SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ZIntentStatus, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { clientOf } from '../../../plugins/guards';
import { submitHandwriting } from '../../../services/intent/phone-steps';
import { readMultipart } from '../upload/read-multipart';

/**
 * POST /api/signature/submit, multipart `token` + `documentSha256` + `file` (PNG): the handwriting drawn on the phone. Read
 * up to the drawn-seal limit (one byte more is refused, never stored) and judged by its content.
 */
export default function signatureSubmitRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: SEAL_LIMITS.uploadMaxBytes, files: 1, fields: 3, parts: 4, fieldSize: 500 } });
    scope.post(
      '/signature/submit',
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { tags: ['signature'], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZIntentStatus) } },
      },
      async (request) => {
        if (!request.isMultipart()) throw refuse(SEAL_MSG.imageRequired);
        const form = await readMultipart(request, { tooLarge: SEAL_MSG.imageTooLarge });
        const token: unknown = form.fields.token;
        // the document hashes the phone page showed (the intent's bound ones), comma-separated
        const shown = (form.fields.documentSha256 ?? '').split(',').filter((h) => h !== '');
        const png = form.file?.bytes;
        if (!png) throw refuse(SEAL_MSG.imageRequired);
        if (token === undefined) throw refuse(SIGN_INTENT_MSG.badToken);
        return ok(await submitHandwriting(ctx, token, png, clientOf(request), shown), SIGN_INTENT_MSG.submitted);
      },
    );
  });
}
