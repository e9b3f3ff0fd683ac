import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { BWC_SIGNING, DEVICE_MSG, DeviceStatus, ProductType, type FileTypeCode } from '@evidence/shared/constants';
import type { TBwcUploadResult } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { recordEvidence } from '../evidence/record-evidence';
import { classifyFile } from '../ingest/classify-file';
import { evidenceTexts } from '../ingest/safe-names';
import { assertCanAfford } from '../points/charges';
import { chinaDateTime, sealedEnforceInfo } from './enforce-info';
import { parseRecordingMeta } from './recording-meta';
import { receiveBody } from './receive-body';
import { incomingDir } from './sweep-incoming';
import { verifyDeviceRequest, type DeviceRequest } from './verify-device-request';

const MEDIA: readonly number[] = [2, 3, 4];

/**
 * POST /api/bwcData/upload: a recorder's signed upload (decision 581). Authenticated before the body is read;
 * the body streams to a file while SHA-256 and SM3 are computed; bytes that do not hash to what was signed,
 * or that are not video, audio or an image by content, are refused and removed. The recording becomes one
 * evidence record owned by the company, created by the bound member, charged to the company like any preserved
 * file, with its enforcement information (the ID number sealed) and its listing row in the same transaction.
 */
export async function uploadRecording(ctx: AppContext, req: DeviceRequest & { body: Readable; contentLength: number | null }, ip: string | null): Promise<TBwcUploadResult> {
  // the size first: a request that cannot succeed does not spend its nonce
  if (req.contentLength === null) throw refuse(DEVICE_MSG.lengthRequired);
  if (req.contentLength === 0) throw refuse(DEVICE_MSG.emptyFile);
  if (req.contentLength > BWC_SIGNING.fileMaxBytes) throw refuse(DEVICE_MSG.tooLarge);
  const { device, bodySha256, meta } = await verifyDeviceRequest(ctx, req);
  const m = parseRecordingMeta(meta, device);
  const texts = evidenceTexts({ fileName: m.fileName, title: m.title ?? null });
  const companyId = Number(device.company_user_id);
  const price = ctx.config.points.preservePriceCents;
  await assertCanAfford(ctx.db, companyId, price);

  const got = await receiveBody(req.body, incomingDir(ctx.config.dataDir), req.contentLength);
  const key = `originals/bwc-${randomBytes(16).toString('hex')}`;
  let stored = false;
  try {
    if (got.sha256 !== bodySha256) throw refuse(DEVICE_MSG.bodyHashBad);
    const kind = await classifyFile(got.file, texts.fileName, got.head);
    if (!MEDIA.includes(kind.fileType)) throw refuse(DEVICE_MSG.mediaOnly);
    const put = ctx.blobs.adopt ? await ctx.blobs.adopt(key, got.file) : await ctx.blobs.put(key, fs.createReadStream(got.file, { highWaterMark: 1024 * 1024 }), { contentType: kind.mime });
    stored = true;
    if (put.size !== got.size) throw refuse(DEVICE_MSG.bodyHashBad);
    const now = Date.now();
    const memberId = Number(device.member_id);
    const memberUserId = Number(device.member_user_id);
    const evidence = await recordEvidence(
      ctx.db,
      ctx.ledger,
      {
        ownerUserId: companyId,
        creatorUserId: memberUserId,
        fileName: texts.fileName,
        title: texts.title,
        label: null,
        fileType: kind.fileType as FileTypeCode,
        productType: ProductType.api,
        mime: kind.mime,
        size: got.size,
        sha256: got.sha256,
        sm3: got.sm3,
        blobKey: key,
        enforceInfo: sealedEnforceInfo(ctx.config, {
          userName: m.userName,
          mobile: m.mobile,
          idCard: m.idCard,
          deviceId: device.serial_no,
          startAt: chinaDateTime(m.startAt),
          endAt: chinaDateTime(m.endAt),
          uploadTime: chinaDateTime(now),
          address: m.address,
        }),
        inTransaction: async (trx, row) => {
          // retired or unbound while the body was arriving: the record is not written (nothing half-written)
          const still = await trx.selectFrom('bwc_devices').select('id').where('id', '=', device.id).where('member_id', '=', memberId).where('status', '=', DeviceStatus.active).executeTakeFirst();
          if (!still) throw refuse(DEVICE_MSG.deviceUnbound);
          await trx.insertInto('bwc_recordings').values({ evidence_id: row.id, company_user_id: companyId, member_id: memberId, member_user_id: memberUserId, device_id: device.id, start_at: m.startAt, end_at: m.endAt, created_at: now }).execute();
          // which recorder sent it (the evidence row's own audit names the member it acts for)
          await writeAudit(trx, { actorType: 'user', actorId: memberUserId, action: 'bwc.recording.upload', targetType: 'evidence', targetId: row.id, ip, detail: { deviceNo: device.device_no, companyUserId: companyId } });
        },
      },
      ip,
      { priceCents: price, accountUserId: companyId, actorUserId: memberUserId, memberId },
    );
    return { id: Number(evidence.id), baoquan: evidence.evidence_no, sha256: evidence.sha256, sm3: evidence.sm3, size: Number(evidence.size) };
  } catch (err) {
    // nothing half-written: a refused recording leaves no original behind; one whose row was written (its ledger
    // append failed) keeps it, and finishPendingEvidence completes the record at the next start
    if (stored && !(await ctx.db.selectFrom('evidence').select('id').where('blob_key', '=', key).executeTakeFirst())) await ctx.blobs.delete(key).catch(() => undefined);
    throw err;
  } finally {
    await fs.promises.rm(got.file, { force: true });
  }
}
