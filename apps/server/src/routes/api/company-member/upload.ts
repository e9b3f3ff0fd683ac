import multipart from '@fastify/multipart';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, INGEST_MSG, MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberUploadResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { uploadLetter } from '../../../services/members/upload-letter';
import { preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/upload (multipart `file`): the authorization letter image → path, full_path. */
export default function memberUploadRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: EVIDENCE_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 } });
    scope.post(
      '/companyMember/upload',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZMemberUploadResponse) } },
        preValidation: preCompanyMain,
      },
      async (request) => {
        const { user } = requireCompanyMain(request);
        if (!request.isMultipart()) throw refuse(MEMBER_MSG.letterRequired);
        let bytes: Buffer | undefined;
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || bytes) {
            part.file.resume();
            continue;
          }
          try {
            bytes = await part.toBuffer();
          } catch {
            throw refuse(INGEST_MSG.imageTooLarge);
          }
        }
        if (!bytes) throw refuse(MEMBER_MSG.letterRequired);
        return ok(await uploadLetter(ctx, user.id, bytes, request.ip ?? null), EVIDENCE_MSG.uploadOk);
      },
    );
  });
}
