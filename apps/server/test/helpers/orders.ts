/**
 * Orders rows written straight into the database for tests, benchmarks and e2e seeds of the orders
 * page and its neighbours (invoices, members' consumption). They stand for what the payment and
 * points code writes; no balance moves (use movePoints for that).
 */
import { randomInt } from 'node:crypto';
import { BusType, OrderInvoiceStatus, PayStatus, PayType } from '@evidence/shared/constants';
import type { Db } from '../../src/db/connect';
import type { OrdersTable } from '../../src/db/schema';
import type { Insertable } from 'kysely';

export interface OrderSeed {
  /** whose balance (the individual, or the company a member spent for) */
  account: number;
  /** who acted; default: the account */
  actor?: number;
  /** the membership a sub-account acted through */
  memberId?: number | null;
  kind: 'recharge' | 'consumption';
  payStatus?: number;
  payType?: number | null;
  /** yuan cents of a top-up; default 10000 (100.00 元) for a top-up, 0 for a consumption */
  moneyCents?: number;
  /** points cents; default: the money for a top-up, 500 (5.00) for a consumption */
  pointsCents?: number;
  busType?: number | null;
  invoiceStatus?: number;
  origin?: number;
  /** ms since the epoch; default now */
  createdAt?: number;
  description?: string;
  orderNo?: string;
}

let counter = 0;
/** A unique order number in the shape of newOrderNo (prefix, 14 digits, 6 more). */
export function testOrderNo(kind: 'recharge' | 'consumption'): string {
  counter += 1;
  return `${kind === 'recharge' ? 'CZ' : 'XF'}20260101${String(counter).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function orderValues(s: OrderSeed): Insertable<OrdersTable> {
  const recharge = s.kind === 'recharge';
  const money = s.moneyCents ?? (recharge ? 10_000 : 0);
  const at = s.createdAt ?? Date.now();
  const payStatus = s.payStatus ?? PayStatus.paid;
  return {
    order_no: s.orderNo ?? testOrderNo(s.kind),
    account_user_id: s.account,
    actor_user_id: s.actor ?? s.account,
    member_id: s.memberId ?? null,
    kind: s.kind,
    bus_type: recharge ? null : (s.busType ?? BusType.dataPreservation),
    description: s.description ?? (recharge ? `充值${(money / 100).toFixed(2)}元` : '数据存证'),
    money_cents: money,
    points_cents: s.pointsCents ?? (recharge ? money : 500),
    pay_status: payStatus,
    pay_type: s.payType !== undefined ? s.payType : recharge ? PayType.alipay : PayType.points,
    origin: s.origin ?? 0,
    invoice_status: s.invoiceStatus ?? OrderInvoiceStatus.none,
    invoice_id: null,
    evidence_id: null,
    provider: null,
    provider_trade_no: null,
    paid_at: payStatus === PayStatus.paid ? at : null,
    closed_at: payStatus === PayStatus.cancelled || payStatus === PayStatus.failed ? at : null,
    created_at: at,
    updated_at: at,
  };
}

/** Inserts one order and answers its id and number. */
export async function insertOrder(db: Db, s: OrderSeed): Promise<{ id: number; orderNo: string }> {
  const values = orderValues(s);
  const row = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), orderNo: values.order_no };
}

/** Inserts many orders in multi-row statements of `chunk` rows (benchmarks: 100,000 rows in seconds). */
export async function insertOrders(db: Db, seeds: Iterable<OrderSeed>, chunk = 500): Promise<number> {
  let batch: Insertable<OrdersTable>[] = [];
  let n = 0;
  const flush = async () => {
    if (batch.length) await db.insertInto('orders').values(batch).execute();
    n += batch.length;
    batch = [];
  };
  for (const s of seeds) {
    batch.push(orderValues(s));
    if (batch.length >= chunk) await flush();
  }
  await flush();
  return n;
}

/** The bound membership (company_members.id) of a member in a company. */
export async function membershipId(db: Db, companyUserId: number, memberUserId: number): Promise<number> {
  const row = await db
    .selectFrom('company_members')
    .select('id')
    .where('company_user_id', '=', companyUserId)
    .where('member_user_id', '=', memberUserId)
    .where('status', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface StandardOrders {
  /** the individual's top-ups by state, and its own consumption */
  individual: Record<'pending' | 'paid' | 'cancelled' | 'failed' | 'gift' | 'invoiceFailed' | 'invoiced' | 'appPending' | 'consumption', string>;
  /** the company's top-up, the main account's consumption and the member's consumption */
  company: Record<'paid' | 'mainConsumption' | 'memberConsumption', string>;
  other: Record<'paid' | 'consumption', string>;
  /** the member's own personal top-up (its personal role) */
  subPersonal: Record<'paid', string>;
}

/**
 * The usual set: every top-up state of an individual (pending, paid, cancelled, failed, gift, failed
 * invoice, issued invoice, app order), consumption by a company's main account and by its member,
 * another company's orders and the member's personal top-up. One minute apart, newest last.
 */
export async function seedStandardOrders(
  db: Db,
  ids: { individual: number; companyMain: number; companySub: number; otherCompany: number },
  start = Date.now() - 3_600_000,
): Promise<StandardOrders> {
  await removeDemoGifts(db, Object.values(ids));
  let minute = 0;
  const at = () => start + 60_000 * minute++;
  const put = async (s: OrderSeed) => (await insertOrder(db, { createdAt: at(), ...s })).orderNo;
  const me = ids.individual;
  const member = await membershipId(db, ids.companyMain, ids.companySub);
  return {
    individual: {
      pending: await put({ account: me, kind: 'recharge', payStatus: PayStatus.pending, payType: null }),
      paid: await put({ account: me, kind: 'recharge', payStatus: PayStatus.paid, payType: PayType.alipay, moneyCents: 20_000 }),
      cancelled: await put({ account: me, kind: 'recharge', payStatus: PayStatus.cancelled, payType: null }),
      failed: await put({ account: me, kind: 'recharge', payStatus: PayStatus.failed, payType: PayType.wechat }),
      gift: await put({ account: me, kind: 'recharge', payStatus: PayStatus.paid, payType: PayType.gift, moneyCents: 0, pointsCents: 5_000, description: '平台赠送积分' }),
      invoiceFailed: await put({ account: me, kind: 'recharge', payType: PayType.wechat, moneyCents: 30_000, invoiceStatus: OrderInvoiceStatus.failed }),
      invoiced: await put({ account: me, kind: 'recharge', payType: PayType.alipay, invoiceStatus: OrderInvoiceStatus.issued }),
      appPending: await put({ account: me, kind: 'recharge', payStatus: PayStatus.pending, payType: null, origin: 1 }),
      consumption: await put({ account: me, kind: 'consumption', busType: BusType.dataPreservation }),
    },
    company: {
      paid: await put({ account: ids.companyMain, kind: 'recharge', moneyCents: 100_000 }),
      mainConsumption: await put({ account: ids.companyMain, kind: 'consumption', busType: BusType.dataPreservation, pointsCents: 1_000 }),
      memberConsumption: await put({ account: ids.companyMain, actor: ids.companySub, memberId: member, kind: 'consumption', busType: BusType.web, pointsCents: 250 }),
    },
    other: {
      paid: await put({ account: ids.otherCompany, kind: 'recharge' }),
      consumption: await put({ account: ids.otherCompany, kind: 'consumption' }),
    },
    subPersonal: {
      paid: await put({ account: ids.companySub, kind: 'recharge', moneyCents: 5_000 }),
    },
  };
}

/**
 * The standard set is the whole of these accounts' orders, so the demo seed's one-time gifts
 * (orders with their 'gift' ledger rows) are taken back first, balances included: the tests
 * count and order rows exactly. Test data only; production never deletes an order.
 */
async function removeDemoGifts(db: Db, userIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gifts = await trx.selectFrom('orders').select(['id', 'account_user_id', 'points_cents']).where('account_user_id', 'in', userIds).where('pay_type', '=', PayType.gift).execute();
    for (const g of gifts) {
      await trx.deleteFrom('points_ledger').where('order_id', '=', g.id).execute();
      await trx.deleteFrom('orders').where('id', '=', g.id).execute();
      await trx.updateTable('users').set((eb) => ({ points_cents: eb('points_cents', '-', Number(g.points_cents)) })).where('id', '=', g.account_user_id).execute();
    }
  });
}
