import { DEVICE_MSG } from '@evidence/shared/constants';
import type { TDevice } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, toDevice } from './device-rows';

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
