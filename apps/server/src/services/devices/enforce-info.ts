import type { Config } from '../../config';
import type { Evidence } from '../../db/schema';
import { openEnforceIdCard, sealEnforceIdCard } from './device-crypto';

type KeyConfig = Pick<Config, 'dataDir' | 'identityKey'>;

/** The enforcement information of 000 §3 as a recorder reports it (times as 'YYYY-MM-DD HH:mm:ss', China time). */
export interface EnforceInput {
  userName: string;
  mobile: string;
  idCard: string;
  deviceId: string;
  startAt: string;
  endAt: string;
  uploadTime: string;
  address: string;
}

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8), the form the enforcement fields use. */
export function chinaDateTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * What recordEvidence stores as enforce_info: everything but the ID number in the clear, the ID number sealed
 * to the evidence number (decision 586). Read back with enforceInfoOf.
 */
export function sealedEnforceInfo(config: KeyConfig, info: EnforceInput): (evidenceNo: string) => Record<string, unknown> {
  return (evidenceNo) => {
    const { idCard, ...rest } = info;
    return { ...rest, idCardSealed: sealEnforceIdCard(config, evidenceNo, idCard) };
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * A record's enforcement information with the ID number opened (null: not a recorder's record). A sealed
 * value that does not open (another key, moved onto another record) reads '' rather than anything false.
 */
export interface EnforceView {
  userName: string;
  mobile: string;
  idCard: string;
  deviceId: string;
  startAt: string;
  endAt: string;
  uploadTime: string;
  chainTime: string;
  address: string;
}

export function enforceInfoOf(config: KeyConfig, row: Pick<Evidence, 'evidence_no' | 'enforce_info'>): EnforceView | null {
  if (!row.enforce_info) return null;
  let e: Record<string, unknown>;
  try {
    const v = JSON.parse(row.enforce_info) as unknown;
    if (!v || typeof v !== 'object') return null;
    e = v as Record<string, unknown>;
  } catch {
    return null;
  }
  const sealed = text(e.idCardSealed);
  const idCard = sealed ? (openEnforceIdCard(config, row.evidence_no, sealed) ?? '') : '';
  return {
    userName: text(e.userName),
    mobile: text(e.mobile),
    idCard,
    deviceId: text(e.deviceId),
    startAt: text(e.startAt),
    endAt: text(e.endAt),
    uploadTime: text(e.uploadTime),
    chainTime: text(e.chainTime),
    address: text(e.address),
  };
}
