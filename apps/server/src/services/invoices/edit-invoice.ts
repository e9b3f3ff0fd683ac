import { INVOICE_MSG } from '@evidence/shared/constants';
import type { THeaderInput, THeaderSaved } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { enterpriseLock, headerColumns } from './header-lock';

/** POST /api/invoice/editInvoice: the caller's own header only (another's answers like a missing one). */
export async function editInvoiceHeader(db: Db, user: User, id: number, input: THeaderInput, ip: string | null): Promise<THeaderSaved> {
  const lock = await enterpriseLock(db, user);
  const columns = headerColumns(input, lock);
  return db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('invoice_headers').set({ ...columns, updated_at: Date.now() }).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw refuse(INVOICE_MSG.headerNotFound);
    await writeAudit(trx, { actorType: 'user', actorId: user.id, action: 'invoice.header.edit', targetType: 'invoice_header', targetId: id, ip, detail: { type: columns.type, locked: lock !== null } });
    return { id };
  });
}
