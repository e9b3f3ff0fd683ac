import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Metadata } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { EVIDENCE_LIMITS, INGEST_MSG, ResponseCode } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { AppError, refuse } from '../../../errors';
import { evidenceOwnerId } from '../../../services/evidence/evidence-scope';
import { HashingFileStore } from '../../../services/ingest/hashing-file-store';
import { createIngestTus, uploadCallers } from '../../../services/ingest/ingest-tus';
import { envelopeTusErrors } from '../../../services/ingest/tus-refusals';
import { requestBodyStream } from '../../../services/ingest/request-body';
import { cleanupStaleUploads } from '../../../services/ingest/cleanup-uploads';
import { checkOriginals } from '../../../services/ingest/check-originals';
import type { IngestDeps } from '../../../services/ingest/finish-upload';

/** The ingest of this app (tus server, partial-file store), shared with the result route. */
export const ingestOf = new WeakMap<AppContext, IngestDeps>();

export function ingestDeps(ctx: AppContext): IngestDeps {
  let deps = ingestOf.get(ctx);
  if (!deps) {
    deps = { db: ctx.db, ledger: ctx.ledger, blobs: ctx.blobs, store: new HashingFileStore({ directory: path.join(ctx.config.dataDir, 'uploads'), directIo: ctx.config.ingest.directIo }), preservePriceCents: ctx.config.points.preservePriceCents };
    ingestOf.set(ctx, deps);
  }
  return deps;
}

/**
 * The resumable upload of /newAccessCard (tus 1.0, issue 4 §1) at /api/upload/tus: POST creates,
 * HEAD asks the offset, PATCH sends a chunk, DELETE abandons. Login is checked here (bearer token
 * and role header, like every call) and each upload answers only to the user who created it, in
 * the role it was created in; another user's upload id answers like a missing one.
 */
export default function tusRoute(app: App, ctx: AppContext) {
  const deps = ingestDeps(ctx);
  const tus = createIngestTus(deps, app.log);
  app.register(async (scope) => {
    // the chunk bytes go to tus untouched (and unbuffered): no body parsing, no 1 MiB body limit
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const p = requireUser(request);
      const caller = { ownerUserId: evidenceOwnerId(p), creatorUserId: p.user.id, ip: clientOf(request).ip };
      if (request.method === 'POST') {
        const length = Number(request.headers['upload-length']);
        if (request.headers['upload-length'] !== undefined && Number.isSafeInteger(length) && length > EVIDENCE_LIMITS.fileMaxBytes) throw refuse(INGEST_MSG.fileTooLarge);
        if (length === 0) throw refuse(INGEST_MSG.emptyFile);
        // an empty or broken metadata header: our message rather than tus's English text
        const meta = request.headers['upload-metadata'];
        if (meta === undefined || meta === '') throw refuse(INGEST_MSG.fileRequired);
        if (typeof meta === 'string') {
          try {
            Metadata.parse(meta);
          } catch {
            throw refuse(INGEST_MSG.badMetadata);
          }
        }
      } else {
        const id = (request.params as { id?: string }).id ?? '';
        const row = await ctx.db.selectFrom('evidence_uploads').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row || row.creator_user_id !== caller.creatorUserId || row.owner_user_id !== caller.ownerUserId) {
          throw new AppError(ResponseCode.notFound, INGEST_MSG.uploadNotFound);
        }
        if (row.state === 'done') {
          // finished: tell the client so (it then asks /api/upload/result); nothing more to write
          if (request.method === 'HEAD') return reply.code(200).headers({ 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(row.size), 'Upload-Length': String(row.size), 'Cache-Control': 'no-store' }).send();
          throw refuse(INGEST_MSG.uploadNotFound);
        }
        // being stored and recorded: it can no longer be abandoned
        if (request.method === 'DELETE' && row.state !== 'receiving') throw refuse(INGEST_MSG.finishing);
        // activity keeps an upload from the cleanup; noted now and then (at most every 30 s), not per chunk
        if (request.method === 'PATCH' && row.updated_at < Date.now() - Math.min(30_000, ctx.config.ingest.incompleteTtlMs / 4)) {
          await ctx.db.updateTable('evidence_uploads').set({ updated_at: Date.now() }).where('id', '=', id).where('state', '=', 'receiving').execute();
        }
      }
      uploadCallers.set(request.raw, caller);
      reply.hijack();
      // tus.handle(req, res), except that a chunk's bytes reach the store without an extra copy
      const web = new NodeRequest({ req: request.raw, res: reply.raw });
      if (request.method === 'PATCH') Object.defineProperty(web, 'body', { value: requestBodyStream(request.raw) });
      await sendNodeResponse(reply.raw, await envelopeTusErrors(await tus.handleWeb(web)));
    };
    const config = { rateLimit: { max: 3000, timeWindow: 60_000 } };
    scope.route({ method: 'POST', url: '/upload/tus', config, schema: { hide: true }, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/upload/tus/:id', config, schema: { hide: true }, handler: handle });
  });

  // uploads never finished are removed after UPLOAD_INCOMPLETE_TTL_SECONDS without a byte; stored
  // originals are checked a batch per tick and a vanished one turns its record 证据缺失
  let timer: NodeJS.Timeout | undefined;
  let afterId = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await cleanupStaleUploads(deps, ctx.config.ingest.incompleteTtlMs);
      const checked = await checkOriginals(ctx.db, ctx.blobs, afterId);
      afterId = checked.nextAfterId;
      if (checked.missing.length > 0) app.log.error({ evidenceIds: checked.missing }, 'evidence originals found missing');
    } catch (err) {
      app.log.error({ err }, 'upload cleanup or original check failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), ctx.config.ingest.cleanupIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await deps.store.close();
  });
}
