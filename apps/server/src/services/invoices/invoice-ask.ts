import { InvoiceStatus, InvoiceType, INVOICE_MSG, OrderInvoiceStatus, OrderKind, PayStatus, PayType } from '@evidence/shared/constants';
import { invoiceYuan, type TInvoiceAsk, type TInvoiceAskResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { checkAskRules } from './ask-rules';
import { newApplicationNo } from './invoice-no';

/**
 * POST /api/invoice/invoiceAsk: one application for the caller's orders, in ONE transaction. The
 * rules are checked on what the transaction reads; then the orders move to invoice status 1 by a
 * conditional update that repeats every condition, so of two concurrent asks naming the same order
 * only one updates all its rows: the other updates fewer, refuses and rolls back (nothing of it stays).
 */
export async function invoiceAsk(db: Db, user: User, ask: TInvoiceAsk, ip: string | null): Promise<TInvoiceAskResponse> {
  if (ask.type === InvoiceType.special) throw refuse(INVOICE_MSG.specialNotSupported);
  return db.transaction().execute(async (trx) => {
    const header = await trx.selectFrom('invoice_headers').selectAll().where('id', '=', ask.userInvoiceId).where('user_id', '=', user.id).executeTakeFirst();
    if (!header) throw refuse(INVOICE_MSG.headerNotFound);
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'kind', 'pay_status', 'pay_type', 'invoice_status', 'money_cents', 'paid_at', 'created_at'])
      .where('id', 'in', ask.ids)
      .where('account_user_id', '=', user.id)
      .execute();
    const now = Date.now();
    checkAskRules(user, header, ask.ids, orders, now);
    const money = orders.reduce((s, o) => s + Number(o.money_cents), 0);
    const inserted = await trx
      .insertInto('invoices')
      .values({
        order_no: newApplicationNo(new Date(now)),
        user_id: user.id,
        header_id: header.id,
        type: ask.type,
        status: InvoiceStatus.pending,
        money_cents: money,
        order_count: orders.length,
        header_type: header.type,
        head: header.head,
        tax_num: header.tax_num,
        bank_name: header.bank_name,
        account: header.account,
        street: header.street,
        phone_number: header.phone_number,
        mobile: header.mobile,
        email: header.email,
        remark: ask.remark ?? '',
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'order_no'])
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const moved = await trx
      .updateTable('orders')
      .set({ invoice_status: OrderInvoiceStatus.pending, invoice_id: id, updated_at: now })
      .where('id', 'in', ask.ids)
      .where('account_user_id', '=', user.id)
      .where('kind', '=', OrderKind.recharge)
      .where('pay_status', '=', PayStatus.paid)
      .where('pay_type', '!=', PayType.gift)
      .where('invoice_status', 'in', [OrderInvoiceStatus.none, OrderInvoiceStatus.failed])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== ask.ids.length) throw refuse(INVOICE_MSG.orderInvoiced);
    await trx.insertInto('invoice_orders').values(orders.map((o) => ({ invoice_id: id, order_id: Number(o.id), money_cents: Number(o.money_cents) }))).execute();
    await writeAudit(trx, {
      actorType: 'user',
      actorId: user.id,
      action: 'invoice.ask',
      targetType: 'invoice',
      targetId: id,
      ip,
      detail: { orderIds: ask.ids, moneyCents: money, headerId: Number(header.id), type: ask.type },
    });
    return { id, order_no: inserted.order_no, money: invoiceYuan(money), orderCount: orders.length };
  });
}
