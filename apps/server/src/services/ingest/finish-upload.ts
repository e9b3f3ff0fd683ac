import fs from 'node:fs';
import { BusType, DEVICE_MSG, EVIDENCE_MSG, EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, INGEST_MSG, ProductType, type FileTypeCode } from '@evidence/shared/constants';
import type { TUploadResult } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Evidence, EvidenceUploadsTable } from '../../db/schema';
import type { Ledger } from '../../ledger/open-ledger';
import type { BlobStore } from '../../providers/blob/blob-store';
import { refuse } from '../../errors';
import { recordEvidence } from '../evidence/record-evidence';
import { memberIdFor } from '../points/charges';
import { classifyFile } from './classify-file';
import { isAppMedia } from '../devices/app-device-facts';
import type { HashingFileStore } from './hashing-file-store';

export interface IngestDeps {
  db: Db;
  ledger: Ledger;
  blobs: BlobStore;
  store: HashingFileStore;
  /** points charged per preserved file, in hundredths (POINTS_PRICE_PRESERVE) */
  preservePriceCents: number;
}

type UploadRow = EvidenceUploadsTable;

/** A claim on 'finishing' older than this was left by a crash and may be taken again. */
export const FINISHING_STALE_MS = 10 * 60_000;

export const originalKey = (uploadId: string) => `originals/${uploadId}`;

/** Finishes running in this process, so a second request for the same upload waits for the first. */
const running = new Map<string, Promise<TUploadResult>>();

/**
 * Turns a complete upload into an evidence record, once: hashes (from the running state, or the
 * partial file), classification by content and extension, the original stored durably through the
 * BlobStore, then recordEvidence (上传中 → leaf appended → 已上传). Idempotent: a finished upload
 * answers its record; a crash between storing and recording is resumed without a second record.
 */
export function finishUpload(deps: IngestDeps, uploadId: string, ip: string | null): Promise<TUploadResult> {
  const inFlight = running.get(uploadId);
  if (inFlight) return inFlight;
  const job = finishOnce(deps, uploadId, ip).finally(() => running.delete(uploadId));
  running.set(uploadId, job);
  return job;
}

async function finishOnce(deps: IngestDeps, uploadId: string, ip: string | null): Promise<TUploadResult> {
  const { db } = deps;
  const row = await db.selectFrom('evidence_uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
  if (!row) throw refuse(INGEST_MSG.uploadNotFound);
  if (row.state === 'done') return resultOf(db, row);
  const now = Date.now();
  const claimed = await db
    .updateTable('evidence_uploads')
    .set({ state: 'finishing', updated_at: now })
    .where('id', '=', uploadId)
    .where((eb) => eb.or([eb('state', '=', 'receiving'), eb.and([eb('state', '=', 'finishing'), eb('updated_at', '<', now - FINISHING_STALE_MS)])]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw refuse(INGEST_MSG.notFinished);
  try {
    const evidence = await storeAndRecord(deps, row, ip);
    const duplicate = await earlierDuplicate(db, row, evidence);
    await db.updateTable('evidence_uploads').set({ state: 'done', evidence_id: evidence.id, duplicate_of: duplicate?.id ?? null, updated_at: Date.now() }).where('id', '=', uploadId).execute();
    // the partial file is no longer needed: the original is in the BlobStore
    await deps.store.remove(uploadId).catch(() => undefined);
    return toResult(row.id, evidence, duplicate ?? null);
  } catch (err) {
    await db.updateTable('evidence_uploads').set({ state: 'receiving', updated_at: Date.now() }).where('id', '=', uploadId).where('state', '=', 'finishing').execute();
    throw err;
  }
}

async function storeAndRecord(deps: IngestDeps, row: UploadRow, ip: string | null): Promise<Evidence> {
  const { db, blobs, ledger } = deps;
  const key = originalKey(row.id);
  // an earlier try recorded it and crashed before marking the upload done
  const earlier = await db.selectFrom('evidence').selectAll().where('blob_key', '=', key).executeTakeFirst();
  if (earlier) return earlier;
  let known = row.sha256 && row.sm3 && row.mime && row.file_type ? { sha256: row.sha256, sm3: row.sm3, mime: row.mime, fileType: row.file_type as FileTypeCode } : null;
  // an earlier try stored the original but did not record it: record it now
  if (!known || (await blobs.stat(key))?.size !== row.size) {
    known = await storeOriginal(deps, row, key);
  }
  return recordEvidence(
    db,
    ledger,
    {
      ownerUserId: row.owner_user_id,
      creatorUserId: row.creator_user_id,
      fileName: row.file_name,
      title: row.title,
      label: row.label,
      fileType: known.fileType,
      productType: ProductType.selfService,
      mime: known.mime,
      size: row.size,
      sha256: known.sha256,
      sm3: known.sm3,
      blobKey: key,
      // an app upload's phone facts: the certificate shows them (isApp, config*)
      deviceInfo: row.device_info ? (JSON.parse(row.device_info) as Record<string, unknown>) : null,
    },
    ip,
    {
      priceCents: deps.preservePriceCents,
      accountUserId: row.owner_user_id,
      actorUserId: row.creator_user_id,
      memberId: await memberIdFor(db, row.owner_user_id, row.creator_user_id),
      // an app upload is 手机APP取证 (001 §9) at the preservation price (decision 585)
      ...(row.device_info ? { busType: BusType.phoneApp } : {}),
    },
  );
}

/**
 * Hashes and classifies the complete partial file, notes the result on the upload row, then moves
 * the file into the BlobStore (a rename for the local store; a streamed multipart put for S3).
 */
async function storeOriginal(deps: IngestDeps, row: UploadRow, key: string): Promise<{ sha256: string; sm3: string; mime: string; fileType: FileTypeCode }> {
  const { db, store, blobs } = deps;
  let upload;
  try {
    upload = await store.getUpload(row.id);
  } catch {
    throw refuse(INGEST_MSG.uploadNotFound);
  }
  if (upload.size === undefined || upload.offset !== upload.size || upload.size !== row.size) throw refuse(INGEST_MSG.notFinished);
  const file = store.pathOf(row.id);
  const digests = await store.digest(row.id, row.size);
  const kind = await classifyFile(file, row.file_name, await readHead(file));
  // app evidence is what a phone captures: photos, audio, video, screen recordings (checked by content)
  if (row.device_info && !isAppMedia(kind.fileType)) throw refuse(DEVICE_MSG.appMediaOnly);
  await db.updateTable('evidence_uploads').set({ sha256: digests.sha256, sm3: digests.sm3, mime: kind.mime, file_type: kind.fileType, updated_at: Date.now() }).where('id', '=', row.id).execute();
  const stored = blobs.adopt ? await blobs.adopt(key, file) : await blobs.put(key, fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), { contentType: kind.mime });
  if (stored.size !== row.size) {
    await blobs.delete(key);
    throw refuse(INGEST_MSG.storeFailed);
  }
  return { ...digests, mime: kind.mime, fileType: kind.fileType };
}

/** The first 4 KiB of a file (text sniffing). */
async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * An earlier, undeleted record with the same SHA-256 that the uploader can see: the owner's
 * records, or for a sub-account only those it created (as visibleEvidence).
 */
async function earlierDuplicate(db: Db, row: UploadRow, evidence: Evidence): Promise<{ id: number; evidence_no: string } | undefined> {
  let q = db
    .selectFrom('evidence')
    .select(['id', 'evidence_no'])
    .where('owner_user_id', '=', row.owner_user_id)
    .where('sha256', '=', evidence.sha256)
    .where('id', '<', evidence.id)
    .where('deleted_at', 'is', null);
  if (row.creator_user_id !== row.owner_user_id) q = q.where('creator_user_id', '=', row.creator_user_id);
  return q.orderBy('id', 'asc').limit(1).executeTakeFirst();
}

async function resultOf(db: Db, row: UploadRow): Promise<TUploadResult> {
  const evidence = row.evidence_id === null ? undefined : await db.selectFrom('evidence').selectAll().where('id', '=', row.evidence_id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!evidence) throw refuse(EVIDENCE_MSG.notFound);
  const duplicate = row.duplicate_of === null ? undefined : await db.selectFrom('evidence').select(['id', 'evidence_no']).where('id', '=', row.duplicate_of).executeTakeFirst();
  return toResult(row.id, evidence, duplicate ?? null);
}

function toResult(uploadId: string, e: Evidence, duplicate: { id: number; evidence_no: string } | null): TUploadResult {
  const fileType = e.file_type as keyof typeof FILE_TYPE_NAMES;
  return {
    uploadId,
    id: Number(e.id),
    baoquan: String(e.evidence_no),
    title: e.title,
    fileName: e.file_name,
    fileType,
    fileTypeName: FILE_TYPE_NAMES[fileType],
    size: Number(e.size),
    sha256: e.sha256,
    sm3: e.sm3,
    fileStatus: EVIDENCE_STATUS_NAMES[e.status],
    duplicateOf: duplicate ? { id: Number(duplicate.id), baoquan: String(duplicate.evidence_no) } : null,
    notice: duplicate ? EVIDENCE_MSG.duplicateOfEarlier : null,
  };
}
