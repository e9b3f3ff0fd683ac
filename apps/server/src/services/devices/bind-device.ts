import { DEVICE_MSG, DeviceStatus, MemberStatus } from '@evidence/shared/constants';
import type { TDevice } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { isUniqueViolation, requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, toDevice } from './device-rows';

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
