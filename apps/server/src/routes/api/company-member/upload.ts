import multipart from '@fastify/multipart';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberUploadResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { readFilePart } from '../upload/read-file-part';
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
        const bytes = await readFilePart(request, MEMBER_MSG.letterRequired);
        return ok(await uploadLetter(ctx, user.id, bytes, request.ip ?? null), EVIDENCE_MSG.uploadOk);
      },
    );
  });
}
