import { z } from 'zod';

/** Member (001 §3) as the list, the detail and the operator's queue show it. */
export const ZMember = z.object({
  member_id: z.number().int(),
  pid: z.number().int(),
  son_uid: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** ms since the epoch */
  created_at: z.number().int(),
  bind_time: z.number().int().nullable(),
  status: z.number().int(),
  status_name: z.string(),
  audit_content: z.string().nullable(),
  stop_time: z.number().int().nullable(),
  stop_reason: z.string().nullable(),
  /** the letter: file_path as sent by upload, file_full_path a signed, expiring URL (null once gone) */
  file_path: z.string().nullable(),
  file_full_path: z.string().nullable(),
  /** 1 when a law-enforcement recorder is bound to this membership (bwc_devices.member_id) */
  isBindDevice: z.number().int(),
  /** the bound recorder's name and public id, else null */
  deviceName: z.string().nullable(),
  deviceNo: z.string().nullable(),
  /** the company (for the member's own view and the operator) */
  company_name: z.string(),
});
export type TMember = z.infer<typeof ZMember>;
