import { randomBytes } from 'node:crypto';
import { DEVICE_MSG, DeviceStatus, MemberStatus } from '@evidence/shared/constants';
import type { TAddDeviceResponse, TDevice, TDeviceList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { isUniqueViolation, requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, deviceQuery, toDevice } from './device-rows';
import { newDeviceSecret, sealDeviceSecret } from './device-crypto';

const PAGE = 10;

/** GET /api/bwcData/deviceList for the main account: the company's recorders, active first, newest first. */
export async function listDevices(ctx: AppContext, company: User, q: { page: number; keyword?: string | undefined }): Promise<TDeviceList> {
  requireVerifiedCompany(company);
  let base = deviceQuery(ctx.db).where('d.company_user_id', '=', company.id);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('d.name', 'like', like), eb('d.serial_no', 'like', like), eb('d.device_no', 'like', like)]));
  }
  const rows = await base.orderBy('d.status', 'asc').orderBy('d.id', 'desc').limit(PAGE).offset((q.page - 1) * PAGE).execute();
  const total = await ctx.db.selectFrom(base.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list: rows.map(toDevice), count: Number(total.n) };
}

/**
 * POST /api/bwcData/addDevice: a new recorder with a fresh public id and key. The key is answered this once
 * and kept only sealed (decision 582); the audit row names the device, never the key.
 */
export async function addDevice(ctx: AppContext, company: User, f: { name: string; serialNo: string }, ip: string | null): Promise<TAddDeviceResponse> {
  requireVerifiedCompany(company);
  const deviceNo = `BWC${randomBytes(8).toString('hex').toUpperCase()}`;
  const secret = newDeviceSecret();
  const now = Date.now();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('bwc_devices')
        .values({ company_user_id: company.id, device_no: deviceNo, serial_no: f.serialNo, name: f.name, secret_sealed: sealDeviceSecret(ctx.config, deviceNo, secret), status: DeviceStatus.active, member_id: null, member_user_id: null, bound_at: null, created_by: company.id, created_at: now, updated_at: now, retired_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'bwc.device.add', targetType: 'bwc_device', targetId: row.id, ip, detail: { deviceNo, serialNo: f.serialNo } });
      return Number(row.id);
    });
    return { device: toDevice(await companyDevice(ctx.db, company.id, id)), secret };
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(DEVICE_MSG.serialTaken);
    throw err;
  }
}

/** POST /api/bwcData/editDevice: a new name (a retired recorder keeps its last one). */
export async function renameDevice(ctx: AppContext, company: User, f: { id: number; name: string }, ip: string | null): Promise<TDevice> {
  requireVerifiedCompany(company);
  const d = await companyDevice(ctx.db, company.id, f.id);
  if (d.status === DeviceStatus.retired) throw refuse(DEVICE_MSG.retired);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('bwc_devices').set({ name: f.name, updated_at: Date.now() }).where('id', '=', d.id).execute();
    await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'bwc.device.rename', targetType: 'bwc_device', targetId: d.id, ip, detail: { from: d.name, to: f.name } });
  });
  return toDevice(await companyDevice(ctx.db, company.id, f.id));
}

/**
 * POST /api/bwcData/retireDevice: for good. The key is erased (not only marked), the member freed; the
 * recordings it uploaded stay evidence. A request signed with the old key then finds no key.
 */
export async function retireDevice(ctx: AppContext, company: User, f: { id: number }, ip: string | null): Promise<TDevice> {
  requireVerifiedCompany(company);
  const d = await companyDevice(ctx.db, company.id, f.id);
  if (d.status === DeviceStatus.retired) throw refuse(DEVICE_MSG.retired);
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('bwc_devices').set({ status: DeviceStatus.retired, secret_sealed: null, member_id: null, member_user_id: null, bound_at: null, retired_at: now, updated_at: now }).where('id', '=', d.id).execute();
    await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'bwc.device.retire', targetType: 'bwc_device', targetId: d.id, ip, detail: { deviceNo: d.device_no, freedMember: d.member_id } });
  });
  return toDevice(await companyDevice(ctx.db, company.id, f.id));
}

/**
 * POST /api/bwcData/bindDevice: one device per member and one member per device (001 §4). A unique index on
 * member_id decides two binds racing for one member; the device's own row is updated only while unbound.
 */
export async function bindDevice(ctx: AppContext, company: User, f: { id: number; member_id: number }, ip: string | null): Promise<TDevice> {
  requireVerifiedCompany(company);
  const d = await companyDevice(ctx.db, company.id, f.id);
  if (d.status === DeviceStatus.retired) throw refuse(DEVICE_MSG.retired);
  if (d.member_id !== null) throw refuse(DEVICE_MSG.deviceHasMember);
  const m = await ctx.db.selectFrom('company_members').selectAll().where('id', '=', f.member_id).where('company_user_id', '=', company.id).executeTakeFirst();
  if (!m) throw refuse(DEVICE_MSG.memberNotBound);
  if (Number(m.status) !== MemberStatus.bound) throw refuse(DEVICE_MSG.memberNotBound);
  const now = Date.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('bwc_devices')
        .set({ member_id: f.member_id, member_user_id: Number(m.member_user_id), bound_at: now, updated_at: now })
        .where('id', '=', d.id)
        .where('member_id', 'is', null)
        .where('status', '=', DeviceStatus.active)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw refuse(DEVICE_MSG.deviceHasMember);
      await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'bwc.device.bind', targetType: 'bwc_device', targetId: d.id, ip, detail: { memberId: f.member_id } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(DEVICE_MSG.memberHasDevice);
    throw err;
  }
  return toDevice(await companyDevice(ctx.db, company.id, f.id));
}

/** POST /api/bwcData/unbindDevice: the main account frees a recorder. */
export async function unbindDevice(ctx: AppContext, company: User, f: { id: number }, ip: string | null): Promise<TDevice> {
  requireVerifiedCompany(company);
  const d = await companyDevice(ctx.db, company.id, f.id);
  if (d.member_id === null) throw refuse(DEVICE_MSG.notBound);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('bwc_devices').set({ member_id: null, member_user_id: null, bound_at: null, updated_at: Date.now() }).where('id', '=', d.id).execute();
    await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'bwc.device.unbind', targetType: 'bwc_device', targetId: d.id, ip, detail: { memberId: d.member_id } });
  });
  return toDevice(await companyDevice(ctx.db, company.id, f.id));
}
