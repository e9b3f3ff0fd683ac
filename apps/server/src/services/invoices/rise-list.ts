import { INVOICE_LIMITS, VerifyStatus } from '@evidence/shared/constants';
import type { TRiseListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { enterpriseLock, headerOut } from './header-lock';

/** GET /api/invoice/riseList: the caller's headers, oldest first, with what the form needs. */
export async function riseList(db: Db, user: User): Promise<TRiseListResponse> {
  const rows = await db.selectFrom('invoice_headers').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
  return {
    list: rows.map(headerOut),
    count: rows.length,
    max: INVOICE_LIMITS.maxHeaders,
    verified: Number(user.verify_status) === VerifyStatus.verified,
    lock: await enterpriseLock(db, user),
  };
}
