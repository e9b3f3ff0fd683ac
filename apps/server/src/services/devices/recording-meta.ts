import { z } from 'zod';
import { DEVICE_LIMITS, DEVICE_MSG, EVIDENCE_LIMITS } from '@evidence/shared/constants';
import { CONTROL_CHARS, zNationalId, zPhone } from '@evidence/shared/validators';
import { refuse } from '../../errors';

// no control characters (a NUL in an officer's name was stored as sent: the outside review)
const printable = (v: string) => !CONTROL_CHARS.test(v);
const text = (max: number) => z.string().trim().min(1).max(max).refine(printable);
/** a time as unix milliseconds (years 2000–2100) */
const zMs = z.number().int().min(946_684_800_000).max(4_102_444_800_000);

/**
 * The recording's facts in the signed X-Bwc-Meta header (base64url JSON): the officer (userName, mobile,
 * idCard), when it was recorded (startAt, endAt: unix ms), where (address), the file's name and an optional
 * title; deviceId, when sent, must name the signing recorder.
 */
export const ZRecordingMeta = z.object({
  fileName: text(255),
  title: z.string().trim().max(EVIDENCE_LIMITS.titleMax).refine(printable).optional(),
  userName: text(DEVICE_LIMITS.userNameMax),
  mobile: zPhone,
  idCard: zNationalId,
  deviceId: z.string().trim().max(64).refine(printable).optional(),
  startAt: zMs,
  endAt: zMs,
  address: text(DEVICE_LIMITS.addressMax),
});
export type RecordingMeta = z.infer<typeof ZRecordingMeta>;

export function parseRecordingMeta(meta: unknown, device: { device_no: string; serial_no: string }): RecordingMeta {
  const r = ZRecordingMeta.safeParse(meta);
  if (!r.success) throw refuse(DEVICE_MSG.metaBad);
  const m = r.data;
  if (m.startAt > m.endAt) throw refuse(DEVICE_MSG.timesBad);
  if (m.deviceId !== undefined && m.deviceId !== device.device_no && m.deviceId !== device.serial_no) throw refuse(DEVICE_MSG.metaBad);
  return m;
}
