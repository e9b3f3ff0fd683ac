import { createHash } from 'node:crypto';
import { BWC_SIGNING, DEVICE_MSG, DeviceStatus, bwcStringToSign } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { BwcDevice } from '../../db/schema-devices';
import { refuse } from '../../errors';
import { hmacHex, openDeviceSecret, sameHex } from './device-crypto';

export interface DeviceRequest {
  method: string;
  /** the path exactly as the request line sent it, without the query */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface VerifiedRequest {
  device: BwcDevice;
  /** the body's SHA-256 the recorder signed; the received bytes must hash to it */
  bodySha256: string;
  /** the meta header, decoded (validated by the caller) */
  meta: unknown;
}

const HEX64 = /^[0-9a-f]{64}$/i;
const header = (h: DeviceRequest['headers'], name: string) => {
  const v = h[name];
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * Authenticates a recorder's request before a byte of its body is read (decision 581): the device is known,
 * active and bound; the HMAC-SHA-256 of the canonical text under its key matches; the timestamp is within
 * ±5 minutes of the server's clock; the nonce was never used by this device (stored now, so a replay —
 * even a concurrent one — is refused by the primary key). Every refusal is a Chinese message.
 */
export async function verifyDeviceRequest(ctx: AppContext, req: DeviceRequest, now = Date.now()): Promise<VerifiedRequest> {
  const H = BWC_SIGNING.headers;
  const deviceNo = header(req.headers, H.device);
  const timestamp = header(req.headers, H.timestamp);
  const nonce = header(req.headers, H.nonce);
  const bodySha256 = header(req.headers, H.contentSha256).toLowerCase();
  const metaText = header(req.headers, H.meta);
  const signature = header(req.headers, H.signature);
  if (!deviceNo || !timestamp || !nonce || !bodySha256 || !metaText || !signature) throw refuse(DEVICE_MSG.signMissing);
  if (!HEX64.test(bodySha256) || !HEX64.test(signature) || !/^\d{1,15}$/.test(timestamp)) throw refuse(DEVICE_MSG.signBad);
  if (!BWC_SIGNING.noncePattern.test(nonce)) throw refuse(DEVICE_MSG.nonceBad);
  if (metaText.length > BWC_SIGNING.metaMaxChars || deviceNo.length > 40) throw refuse(DEVICE_MSG.metaBad);

  const device = await ctx.db.selectFrom('bwc_devices').selectAll().where('device_no', '=', deviceNo).executeTakeFirst();
  if (!device) throw refuse(DEVICE_MSG.deviceUnknown);
  if (device.status === DeviceStatus.retired || device.secret_sealed === null) throw refuse(DEVICE_MSG.deviceRetired);
  const secret = openDeviceSecret(ctx.config, device.device_no, device.secret_sealed);
  if (secret === null) throw refuse(DEVICE_MSG.deviceUnknown);

  const expected = hmacHex(secret, bwcStringToSign({ method: req.method, path: req.path, timestamp, nonce, bodySha256, metaSha256: createHash('sha256').update(metaText, 'utf8').digest('hex') }));
  if (!sameHex(expected, signature)) throw refuse(DEVICE_MSG.signBad);
  if (Math.abs(now - Number(timestamp)) > BWC_SIGNING.clockSkewMs) throw refuse(DEVICE_MSG.timestampBad);
  if (device.member_id === null || device.member_user_id === null) throw refuse(DEVICE_MSG.deviceUnbound);

  let meta: unknown;
  try {
    meta = JSON.parse(Buffer.from(metaText, 'base64url').toString('utf8'));
  } catch {
    throw refuse(DEVICE_MSG.metaBad);
  }
  // nonces older than any window a replay could use are forgotten; this one is kept (a repeat fails the key)
  await ctx.db.deleteFrom('bwc_nonces').where('at', '<', now - BWC_SIGNING.nonceKeepMs).execute();
  try {
    await ctx.db.insertInto('bwc_nonces').values({ device_id: device.id, nonce, at: now }).execute();
  } catch (err) {
    if (/unique|duplicate|primary key/i.test(String(err)) || (err as { code?: string }).code === '23505') throw refuse(DEVICE_MSG.replayed);
    throw err;
  }
  return { device, bodySha256, meta };
}
