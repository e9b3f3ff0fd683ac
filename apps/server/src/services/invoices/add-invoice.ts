import { INVOICE_LIMITS, INVOICE_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { THeaderInput, THeaderSaved } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { enterpriseLock, headerColumns } from './header-lock';

/**
 * POST /api/invoice/addInvoice: only a real-name verified account (userStatus 3), at most 5 headers.
 * The count is taken after a no-op write of the account's row, so two concurrent adds queue on it
 * (PostgreSQL row lock; SQLite runs one write transaction at a time) and never make a sixth.
 */
export async function addInvoiceHeader(db: Db, user: User, input: THeaderInput, ip: string | null): Promise<THeaderSaved> {
  if (Number(user.verify_status) !== VerifyStatus.verified) throw refuse(INVOICE_MSG.notVerified);
  const lock = await enterpriseLock(db, user);
  const columns = headerColumns(input, lock);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', user.id).execute();
    const { n } = await trx.selectFrom('invoice_headers').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    if (Number(n) >= INVOICE_LIMITS.maxHeaders) throw refuse(INVOICE_MSG.tooManyHeaders);
    const now = Date.now();
    const row = await trx.insertInto('invoice_headers').values({ ...columns, user_id: user.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeAudit(trx, { actorType: 'user', actorId: user.id, action: 'invoice.header.add', targetType: 'invoice_header', targetId: id, ip, detail: { type: columns.type, locked: lock !== null } });
    return { id };
  });
}
