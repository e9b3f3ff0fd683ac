import { APP_EVIDENCE, DEVICE_LIMITS, DEVICE_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The phone's facts of an app upload (tus metadata `device`, a JSON object): only the known fields (000 §3
 * config*, appType, location), each a short text, at least one given. Answers the JSON to store as the
 * upload's (and then the evidence's) device_info; anything else is refused before a byte is stored.
 */
export function appDeviceFacts(raw: string | null | undefined): string {
  if (!raw || raw.length > APP_EVIDENCE.deviceMaxChars) throw refuse(DEVICE_MSG.appDeviceBad);
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw refuse(DEVICE_MSG.appDeviceBad);
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw refuse(DEVICE_MSG.appDeviceBad);
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v as Record<string, unknown>)) {
    if (!(APP_EVIDENCE.deviceFields as readonly string[]).includes(k)) throw refuse(DEVICE_MSG.appDeviceBad);
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') throw refuse(DEVICE_MSG.appDeviceBad);
    const t = text.trim();
    const max = k === 'location' ? DEVICE_LIMITS.addressMax : DEVICE_LIMITS.metaTextMax;
    if (t.length > max || CONTROL.test(t)) throw refuse(DEVICE_MSG.appDeviceBad);
    if (t) out[k] = t;
  }
  if (!out.configName && !out.configModelName) throw refuse(DEVICE_MSG.appDeviceBad);
  return JSON.stringify(out);
}

/** Whether a classified file may be app evidence: image, audio or video (screen recordings are video). */
export const isAppMedia = (fileType: number) => (APP_EVIDENCE.fileTypes as readonly number[]).includes(fileType);
