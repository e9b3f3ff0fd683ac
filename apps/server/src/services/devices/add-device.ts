import { randomBytes } from 'node:crypto';
import { DEVICE_MSG, DeviceStatus } from '@evidence/shared/constants';
import type { TAddDeviceResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { isUniqueViolation, requireVerifiedCompany } from '../members/member-rows';
import { companyDevice, toDevice } from './device-rows';
import { newDeviceSecret, sealDeviceSecret } from './device-crypto';

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
