import { INVOICE_MSG } from '@evidence/shared/constants';
import type { THeaderSaved } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';

/**
 * POST /api/invoice/delInvoice: removes the caller's own header. Applications copied the header's
 * fields when asked, so deleting it changes no application.
 */
export async function delInvoiceHeader(db: Db, userId: number, id: number, ip: string | null): Promise<THeaderSaved> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('invoice_headers').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) throw refuse(INVOICE_MSG.headerNotFound);
    await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'invoice.header.delete', targetType: 'invoice_header', targetId: id, ip });
    return { id };
  });
}
