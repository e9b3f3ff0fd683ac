import type { TDeviceList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { requireVerifiedCompany } from '../members/member-rows';
import { deviceQuery, toDevice } from './device-rows';

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
