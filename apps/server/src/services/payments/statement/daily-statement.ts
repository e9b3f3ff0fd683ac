import ExcelJS from 'exceljs';
import { PayChannel, PayStatus, PayType } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;

/** The Beijing day (YYYY-MM-DD) of a time. */
export const chinaDay = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 10);
/** The first millisecond of a Beijing day. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - CHINA_MS;

export interface StatementRow {
  day: string;
  provider: string;
  channel: PayChannel;
  receivedCount: number;
  receivedCents: number;
  refundedCount: number;
  refundedCents: number;
}

const CHANNEL_NAMES: Record<PayChannel, string> = { [PayChannel.wechat]: '微信支付', [PayChannel.alipay]: '支付宝' };
const providerName = (p: string) => (p === 'local' ? '本地测试收银台（未发生真实资金往来）' : p === 'wechat' ? '微信支付' : p === 'alipay' ? '支付宝' : p);
const channelOfPayType = (t: number) => (t === PayType.wechat ? PayChannel.wechat : PayChannel.alipay);

/**
 * The operator's daily statement (issue 25 item 7, decision 917): per Beijing day, provider and channel, what
 * was received and what was refunded, from [fromDay, toDay] inclusive.
 * - received: every money row paid by WeChat/Alipay (its paid_at), and every other trade that came in for an
 *   order that no longer needed it (a second payment, a payment after cancel: the refund rows of those
 *   causes, at the time the notice came) — money that reached the merchant account, whatever happens next;
 * - refunded: refunds 已退款 (their settled_at). 退款中 and 退款失败 are not money that went back.
 */
export async function dailyStatement(db: Db, fromDay: string, toDay: string): Promise<StatementRow[]> {
  const from = dayStart(fromDay);
  const to = dayStart(toDay) + DAY_MS;
  const rows = new Map<string, StatementRow>();
  const row = (at: number, provider: string, channel: PayChannel) => {
    const day = chinaDay(at);
    const key = `${day}|${provider}|${channel}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { day, provider, channel, receivedCount: 0, receivedCents: 0, refundedCount: 0, refundedCents: 0 }));
    return r;
  };
  const paid = await db
    .selectFrom('orders')
    .select(['paid_at', 'provider', 'pay_type', 'money_cents'])
    .where('pay_status', '=', PayStatus.paid)
    .where('pay_type', 'in', [PayType.wechat, PayType.alipay])
    .where('money_cents', '>', 0)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .execute();
  for (const o of paid) {
    const r = row(Number(o.paid_at), o.provider ?? '-', channelOfPayType(Number(o.pay_type)));
    r.receivedCount += 1;
    r.receivedCents += Number(o.money_cents);
  }
  const extra = await db.selectFrom('refunds').select(['created_at', 'provider', 'channel', 'amount_cents']).where('cause', 'in', ['already-paid', 'after-cancel', 'order-ended']).where('created_at', '>=', from).where('created_at', '<', to).execute();
  for (const x of extra) {
    const r = row(Number(x.created_at), x.provider, Number(x.channel) as PayChannel);
    r.receivedCount += 1;
    r.receivedCents += Number(x.amount_cents);
  }
  const back = await db.selectFrom('refunds').select(['settled_at', 'provider', 'channel', 'amount_cents']).where('status', '=', 'succeeded').where('settled_at', '>=', from).where('settled_at', '<', to).execute();
  for (const x of back) {
    const r = row(Number(x.settled_at), x.provider, Number(x.channel) as PayChannel);
    r.refundedCount += 1;
    r.refundedCents += Number(x.amount_cents);
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.provider.localeCompare(b.provider) || a.channel - b.channel);
}

export const STATEMENT_HEADERS = ['日期（北京时间）', '收款方', '支付渠道', '收款笔数', '收款金额（元）', '退款笔数', '退款金额（元）', '净额（元）'] as const;

/** The statement as an .xlsx workbook (one sheet 收款退款日报, a total row at the end). */
export async function statementWorkbook(rows: StatementRow[], fromDay: string, toDay: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('收款退款日报');
  sheet.addRow([`收款退款日报 ${fromDay} 至 ${toDay}`]);
  sheet.addRow([...STATEMENT_HEADERS]);
  const yuan = (c: number) => Math.round(c) / 100;
  let rc = 0, rs = 0, fc = 0, fs = 0;
  for (const r of rows) {
    sheet.addRow([r.day, providerName(r.provider), CHANNEL_NAMES[r.channel] ?? String(r.channel), r.receivedCount, yuan(r.receivedCents), r.refundedCount, yuan(r.refundedCents), yuan(r.receivedCents - r.refundedCents)]);
    rc += r.receivedCount;
    rs += r.receivedCents;
    fc += r.refundedCount;
    fs += r.refundedCents;
  }
  sheet.addRow(['合计', '', '', rc, yuan(rs), fc, yuan(fs), yuan(rs - fs)]);
  sheet.columns.forEach((c, i) => (c.width = [18, 34, 12, 10, 16, 10, 16, 16][i]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
