import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import { APP_EVIDENCE, EVIDENCE_LIMITS, INGEST, INGEST_MSG, LEDGER_MSG, ResponseCode } from '@evidence/shared/constants';
import { appDeviceFacts } from '../devices/app-device-facts';
import { AppError } from '../../errors';
import { assertCanAfford } from '../points/charges';
import { evidenceTexts } from './safe-names';
import { finishUpload, type IngestDeps } from './finish-upload';
import { tusError, tusRefusal } from './tus-refusals';

/** Who sends a tus request; the route sets it after the login check, before tus sees the request. */
export interface UploadCaller {
  ownerUserId: number;
  creatorUserId: number;
  ip: string | null;
}

export const uploadCallers = new WeakMap<IncomingMessage, UploadCaller>();

/** The tus request's node request (srvx keeps it as runtime.node.req). */
function callerOf(req: unknown): UploadCaller {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw ? uploadCallers.get(raw) : undefined;
  if (!caller) throw tusError(ResponseCode.sessionExpired, 401, '长时间未响应，请重新登录');
  return caller;
}

/**
 * The tus server of /newAccessCard. Creating an upload validates its metadata and writes the
 * evidence_uploads row (owner, creator, names) before any byte is stored; completing it makes
 * the record (finishUpload) and answers its evidence number and hashes in the body.
 */
export function createIngestTus(deps: IngestDeps, log: { error: (obj: object, msg: string) => void }): Server {
  return new Server({
    path: INGEST.tusPath,
    datastore: deps.store,
    relativeLocation: true,
    // same-origin pages only: no CORS answer for other sites
    allowedOrigins: () => false,
    maxSize: EVIDENCE_LIMITS.fileMaxBytes,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      const meta = upload.metadata ?? {};
      let texts;
      try {
        texts = evidenceTexts({ fileName: meta[INGEST.metaKeys.fileName] ?? '', title: meta[INGEST.metaKeys.title], label: meta[INGEST.metaKeys.label] });
      } catch (err) {
        throw tusError(ResponseCode.refused, 400, err instanceof AppError ? err.message : INGEST_MSG.badMetadata);
      }
      if (upload.size === undefined || upload.sizeIsDeferred) throw tusError(ResponseCode.refused, 400, INGEST_MSG.badMetadata);
      // an app upload (issue 17 item 4): the same upload with source 'app' and the phone's facts
      let deviceInfo: string | null = null;
      if (meta[APP_EVIDENCE.metaKeys.source] === APP_EVIDENCE.sourceApp) {
        try {
          deviceInfo = appDeviceFacts(meta[APP_EVIDENCE.metaKeys.device]);
        } catch (err) {
          throw tusError(ResponseCode.refused, 400, err instanceof AppError ? err.message : INGEST_MSG.badMetadata);
        }
      }
      // a ledger that refuses to append (decision 156) refuses the upload before any byte is stored
      if (deps.ledger.sequencer.refused) throw tusError(ResponseCode.refused, 400, LEDGER_MSG.appendRefused);
      // too few points to pay for the record: refused before any byte is stored (finishing checks again)
      try {
        await assertCanAfford(deps.db, caller.ownerUserId, deps.preservePriceCents);
      } catch (err) {
        if (err instanceof AppError) throw tusError(err.code, 400, err.message);
        throw err;
      }
      const now = Date.now();
      await deps.db
        .insertInto('evidence_uploads')
        .values({ id: upload.id, owner_user_id: caller.ownerUserId, creator_user_id: caller.creatorUserId, file_name: texts.fileName, title: texts.title, label: texts.label, size: upload.size, state: 'receiving', sha256: null, sm3: null, mime: null, file_type: null, evidence_id: null, duplicate_of: null, created_at: now, updated_at: now, device_info: deviceInfo })
        .execute();
      return { metadata: { ...meta, [INGEST.metaKeys.fileName]: texts.fileName } };
    },
    async onUploadFinish(req, upload: Upload) {
      const caller = callerOf(req);
      try {
        const result = await finishUpload(deps, upload.id, caller.ip);
        return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ code: 200, msg: INGEST_MSG.saved, data: result }) };
      } catch (err) {
        if (err instanceof AppError) throw tusError(err.code, 400, err.message);
        // storage or database trouble: the upload stays complete and can be finished again
        log.error({ err, uploadId: upload.id }, 'finishing an upload failed');
        throw tusError(ResponseCode.serverError, 500, INGEST_MSG.storeFailed);
      }
    },
    onResponseError(_req, err) {
      if ('status_code' in err) return tusRefusal(err.status_code, err.body);
      // not one of tus's refusals: a store or database failure, logged here, never shown
      log.error({ err }, 'tus request failed');
      return tusError(ResponseCode.serverError, 500, INGEST_MSG.storeFailed);
    },
  });
}
