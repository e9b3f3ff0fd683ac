import { DEVICE_MSG, DeviceStatus } from '@evidence/shared/constants';
import type { TDevice } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, toDevice } from './device-rows';

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
