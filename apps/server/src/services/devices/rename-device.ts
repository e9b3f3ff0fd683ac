import { DEVICE_MSG, DeviceStatus } from '@evidence/shared/constants';
import type { TDevice } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, toDevice } from './device-rows';

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
