import { z } from 'zod';
import { INGEST_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { AppError } from '../../../errors';
import { IMAGE_NAME } from '../../../services/ingest/store-image';

/**
 * GET /api/Upload/image/<name>: an image stored by uploadNormal, for its uploader only (with the
 * bearer header; KYC photos are sensitive) or an operator reviewing it. Anyone else, and an
 * unknown name, get the same 404.
 */
export default function getImageRoute(app: App, ctx: AppContext) {
  app.get(
    '/Upload/image/:name',
    { schema: { tags: ['upload'], security: [{ bearer: [] }], params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const p = request.principal;
      if (p.kind !== 'operator') requireUser(request);
      const { name } = request.params;
      const row = IMAGE_NAME.test(name) ? await ctx.db.selectFrom('uploaded_images').selectAll().where('name', '=', name).executeTakeFirst() : undefined;
      if (!row || (p.kind === 'user' && Number(row.uploader_user_id) !== p.user.id)) throw new AppError(404, INGEST_MSG.imageNotFound);
      const body = await ctx.blobs.get(row.blob_key).catch(() => {
        throw new AppError(404, INGEST_MSG.imageNotFound);
      });
      return reply.headers({ 'Content-Type': row.mime, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }).send(body);
    },
  );
}
