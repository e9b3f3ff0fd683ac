import { DEVICE_MSG, DEVICE_STATUS_NAMES, DeviceStatus } from '@evidence/shared/constants';
import type { TDevice } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';

/** A recorder with its bound member's name and phone. */
export function deviceQuery(db: Db) {
  return db
    .selectFrom('bwc_devices as d')
    .leftJoin('users as mu', 'mu.id', 'd.member_user_id')
    .selectAll('d')
    .select(['mu.contact_name as member_name', 'mu.phone as member_phone']);
}

export type DeviceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof deviceQuery>['executeTakeFirst']>>>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toDevice(r: DeviceRow): TDevice {
  const status = r.status === DeviceStatus.retired ? DeviceStatus.retired : DeviceStatus.active;
  return {
    id: Number(r.id),
    deviceNo: r.device_no,
    serialNo: r.serial_no,
    name: r.name,
    status,
    statusName: DEVICE_STATUS_NAMES[status],
    member_id: num(r.member_id),
    memberName: r.member_id === null ? null : (r.member_name ?? r.member_phone ?? ''),
    memberMobile: r.member_id === null ? null : (r.member_phone ?? null),
    boundAt: num(r.bound_at),
    createdAt: Number(r.created_at),
    retiredAt: num(r.retired_at),
  };
}

/** The company's recorder by id; another company's (or none) answers '设备不存在' alike. */
export async function companyDevice(db: Db, companyUserId: number, id: number): Promise<DeviceRow> {
  const row = await deviceQuery(db).where('d.id', '=', id).where('d.company_user_id', '=', companyUserId).executeTakeFirst();
  if (!row) throw refuse(DEVICE_MSG.notFound);
  return row;
}

/** The recorder bound to a membership, if any. */
export async function deviceOfMember(db: Db, memberId: number): Promise<DeviceRow | undefined> {
  return deviceQuery(db).where('d.member_id', '=', memberId).executeTakeFirst();
}

/**
 * Frees the recorder bound to a membership, in the caller's transaction (a membership ended by 停用 or by the
 * member's own unbind: 001 §4). Answers the device freed, if one was.
 */
export async function releaseDeviceOf(trx: Db, memberId: number, now: number): Promise<number | null> {
  const row = await trx.selectFrom('bwc_devices').select('id').where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  await trx.updateTable('bwc_devices').set({ member_id: null, member_user_id: null, bound_at: null, updated_at: now }).where('id', '=', row.id).execute();
  return Number(row.id);
}
