import type { Generated, Selectable } from 'kysely';

/** A company's law-enforcement recorder (migration 0027). */
export interface BwcDevicesTable {
  id: Generated<number>;
  company_user_id: number;
  /** the platform's public id the recorder names in its signed requests */
  device_no: string;
  /** the company's own serial number, unique within the company */
  serial_no: string;
  name: string;
  /** the HMAC key, AES-256-GCM sealed (services/devices/device-key.ts); null once retired */
  secret_sealed: string | null;
  /** DeviceStatus */
  status: string;
  /** company_members.id of the bound member (one each way) */
  member_id: number | null;
  member_user_id: number | null;
  bound_at: number | null;
  created_by: number;
  created_at: number;
  updated_at: number;
  retired_at: number | null;
}

export interface BwcNoncesTable {
  device_id: number;
  nonce: string;
  at: number;
}

/** A recording a recorder uploaded: its evidence row and whose it is. */
export interface BwcRecordingsTable {
  id: Generated<number>;
  evidence_id: number;
  company_user_id: number;
  member_id: number;
  member_user_id: number;
  device_id: number;
  start_at: number;
  end_at: number;
  created_at: number;
}

export type BwcDevice = Selectable<BwcDevicesTable>;
export type BwcRecording = Selectable<BwcRecordingsTable>;
