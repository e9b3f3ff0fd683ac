import { EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, IS_DOWNLOAD_CODE, type EvidenceStatus, type FileTypeCode } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { maskName, maskPhone } from '../privacy/mask';

/** The holder's display name: the company, else the person's name, else the masked phone. */
export async function holderName(db: Db, row: Evidence, unmasked: boolean): Promise<string> {
  const u = await db.selectFrom('users').select(['company', 'contact_name', 'phone', 'account_type']).where('id', '=', row.owner_user_id).executeTakeFirst();
  if (!u) return '';
  const name = (u.account_type === 2 ? u.company : null) ?? u.contact_name ?? u.company;
  if (name) return unmasked ? name : maskName(name);
  return maskPhone(u.phone);
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function json(s: string | null): Record<string, unknown> | null {
  if (!s) return null;
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Device information of app evidence (000 §3 config* fields), '' where the app sent nothing. */
export function deviceFacts(row: Evidence) {
  const d = json(row.device_info);
  return {
    isApp: (d ? 1 : 0) as 0 | 1,
    appType: text(d?.appType),
    configName: text(d?.configName),
    configModelName: text(d?.configModelName),
    configVersion: text(d?.configVersion),
    configProcessor: text(d?.configProcessor),
    configCore: text(d?.configCore),
  };
}

/** Whether a record carries law-enforcement information (its fields: services/devices/enforce-info.ts, the ID number sealed). */
export function hasEnforceInfo(row: Evidence): boolean {
  return json(row.enforce_info) !== null;
}

export function statusFacts(row: Evidence) {
  const status = row.status as EvidenceStatus;
  return {
    fileTypeName: FILE_TYPE_NAMES[row.file_type as FileTypeCode] ?? '其他',
    fileStatus: EVIDENCE_STATUS_NAMES[status] ?? row.status,
    isDownload: IS_DOWNLOAD_CODE[status] ?? 0,
  };
}
