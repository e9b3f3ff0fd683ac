import multipart from '@fastify/multipart';
import { SEAL_LIMITS, SEAL_MSG } from '@evidence/shared/constants';
import { ZSealCreateFields, ZSealCreateResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { issueMessage, refuse } from '../../../errors';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { createDrawnSeal } from '../../../services/seals/create';
import { sealDeps } from './seal-deps';
import { readMultipart } from '../upload/read-multipart';

/**
 * POST /api/seal/create, multipart `name` + `file` (ours; 001 §7 names no create call): stores a
 * handwritten signature drawn in the browser. The file is read up to the PNG limit (one byte more
 * is refused, never stored) and judged by its content, not its name or type.
 */
export default function sealCreateRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: SEAL_LIMITS.uploadMaxBytes, files: 1, fields: 3, parts: 4, fieldSize: 1024 } });
    scope.post(
      '/seal/create',
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: { tags: ['seal'], security: [{ bearer: [] }], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZSealCreateResult) } },
        preValidation: async (request) => {
          requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
        },
      },
      async (request) => {
        const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
        if (!request.isMultipart()) throw refuse(SEAL_MSG.imageRequired);
        const form = await readMultipart(request, { tooLarge: SEAL_MSG.imageTooLarge });
        const png = form.file?.bytes;
        const name: unknown = form.fields.name;
        const fields = ZSealCreateFields.safeParse({ name });
        if (!fields.success) throw refuse(issueMessage(fields.error, SEAL_MSG.nameRequired));
        if (!png) throw refuse(SEAL_MSG.imageRequired);
        const id = Number(p.user.id);
        return ok(await createDrawnSeal(sealDeps(ctx), { ownerId: id, actorId: id, name: fields.data.name, png, ip: clientOf(request).ip }), SEAL_MSG.created);
      },
    );
  });
}
