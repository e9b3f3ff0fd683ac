import multipart from '@fastify/multipart';
import { SEAL_LIMITS, SEAL_MSG, SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ZIntentStatus, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { clientOf } from '../../../plugins/guards';
import { submitHandwriting } from '../../../services/intent/phone-steps';

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
        let token: unknown;
        let shown: string[] = [];
        let png: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === 'token') token = part.value;
              // the document hashes the phone page showed (the intent's bound ones), comma-separated
              if (part.fieldname === 'documentSha256' && typeof part.value === 'string') shown = part.value.split(',').filter((h) => h !== '');
              continue;
            }
            if (part.fieldname !== 'file' || png) {
              part.file.resume();
              continue;
            }
            png = await part.toBuffer();
            if (part.file.truncated) throw refuse(SEAL_MSG.imageTooLarge);
          }
        } catch (err) {
          // over the limit, @fastify/multipart throws while reading: say what is wrong (decision 274's low)
          if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(SEAL_MSG.imageTooLarge);
          throw err;
        }
        if (!png) throw refuse(SEAL_MSG.imageRequired);
        if (token === undefined) throw refuse(SIGN_INTENT_MSG.badToken);
        return ok(await submitHandwriting(ctx, token, png, clientOf(request), shown), SIGN_INTENT_MSG.submitted);
      },
    );
  });
}
