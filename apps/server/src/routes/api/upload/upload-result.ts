import { ZUploadResult, ZUploadResultQuery, zEnvelope } from '@evidence/shared/contracts';
import { INGEST_MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { refuse } from '../../../errors';
import { evidenceOwnerId } from '../../../services/evidence/evidence-scope';
import { finishUpload } from '../../../services/ingest/finish-upload';
import { ingestDeps } from './tus';

/**
 * GET /api/upload/result?id=: the record a finished upload became (evidence number, hashes,
 * duplicate notice). Finishes it first when its last chunk arrived but the record was not made
 * (the finishing request was cut off); only its uploader may ask.
 */
export default function uploadResultRoute(app: App, ctx: AppContext) {
  const deps = ingestDeps(ctx);
  app.get(
    '/upload/result',
    {
      schema: { tags: ['upload'], security: [{ bearer: [] }], querystring: ZUploadResultQuery, response: { 200: zEnvelope(ZUploadResult) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const p = requireUser(request);
      const row = await ctx.db.selectFrom('evidence_uploads').select(['creator_user_id', 'owner_user_id']).where('id', '=', request.query.id).executeTakeFirst();
      if (!row || row.creator_user_id !== p.user.id || row.owner_user_id !== evidenceOwnerId(p)) throw refuse(INGEST_MSG.uploadNotFound);
      return ok(await finishUpload(deps, request.query.id, clientOf(request).ip), INGEST_MSG.saved);
    },
  );
}
