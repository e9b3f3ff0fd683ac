import multipart from '@fastify/multipart';
import { ESIGN_SEAL_LIMITS, ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { ZEsignSealCreateResult, ZEsignSealGenerateRequest, ZEsignSealUploadFields, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { issueMessage, refuse } from '../../../errors';
import { clientOf } from '../../../plugins/guards';
import { generateEsignSeal, uploadEsignSeal } from '../../../services/esign/seals/seal-create';
import { esignSealDeps, requireSealManager } from './seal-guard';
import { readMultipart } from '../upload/read-multipart';

/**
 * POST /api/ElcSign/sealCreate (001 §7): form or JSON `{mode: 'generate', seal_type, name?}` draws the
 * seal from the verified company name; multipart `seal_type`, `name`, `file` stores an uploaded PNG,
 * read up to 2 MB (one byte more is refused, never stored) and judged by its content.
 */
export default function esignSealCreateRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ESIGN_SEAL_LIMITS.uploadMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
    scope.post(
      '/ElcSign/sealCreate',
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: { tags: ['esign'], security: [{ bearer: [] }], consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'], response: { 200: zEnvelope(ZEsignSealCreateResult) } },
        preValidation: async (request) => void requireSealManager(request),
      },
      async (request) => {
        const company = requireSealManager(request).user;
        const deps = esignSealDeps(ctx);
        const ip = clientOf(request).ip;
        if (!request.isMultipart()) {
          const body = ZEsignSealGenerateRequest.safeParse(request.body ?? {});
          if (!body.success) throw refuse(issueMessage(body.error, ESIGN_SEAL_MSG.modeInvalid));
          return ok(await generateEsignSeal(deps, company, { sealType: body.data.seal_type, name: body.data.name, ip }), ESIGN_SEAL_MSG.created);
        }
        const { fields, file } = await readMultipart(request, { tooLarge: ESIGN_SEAL_MSG.pngTooLarge });
        const png = file?.bytes;
        const parsed = ZEsignSealUploadFields.safeParse({ seal_type: fields.seal_type, name: fields.name });
        if (!parsed.success) throw refuse(issueMessage(parsed.error, ESIGN_SEAL_MSG.typeRequired));
        if (!png) throw refuse(ESIGN_SEAL_MSG.fileRequired);
        const input = { sealType: parsed.data.seal_type, name: parsed.data.name, png, ip };
        return ok(await uploadEsignSeal(deps, Number(company.id), input), ESIGN_SEAL_MSG.created);
      },
    );
  });
}
