import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { MEMBER_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { companyMember, requireVerifiedCompany } from './member-rows';
import { ORDER_COLUMNS, memberOrders, toMemberOrder, type MemberOrderFilter, type OrderRow } from './order-filter';

const BATCH = 1000;

function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * GET /api/companyMember/exportOrderList: the filtered consumption as .xlsx, written row by row by
 * exceljs's streaming writer while batches of 1,000 are read by keyset (newest first), so a large
 * export never sits in memory. An empty result is refused ('暂无数据') before anything is sent.
 */
export async function exportMemberOrders(ctx: AppContext, company: User, memberId: number, f: MemberOrderFilter, ip: string | null, warn: (err: unknown) => void) {
  requireVerifiedCompany(company);
  const member = await companyMember(ctx.db, company.id, memberId);
  const base = memberOrders(ctx.db, company.id, memberId, f);
  const first = await base.select('o.id').limit(1).executeTakeFirst();
  if (!first) throw refuse(MEMBER_MSG.noData);
  await writeAudit(ctx.db, { actorType: 'user', actorId: company.id, action: 'member.orders.export', targetType: 'member', targetId: memberId, ip, detail: { ...f } });

  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('消费记录');
  sheet.columns = [
    { header: '订单号', key: 'order_no', width: 28 },
    { header: '创建时间', key: 'time', width: 20 },
    { header: '订单类型', key: 'type_name', width: 16 },
    { header: '消耗积分', key: 'balance', width: 12 },
    { header: '订单状态', key: 'status', width: 10 },
    { header: '成员姓名', key: 'name', width: 12 },
    { header: '手机号', key: 'mobile', width: 14 },
  ];
  const fill = async () => {
    let after: { at: number; id: number } | null = null;
    for (;;) {
      const cursor: { at: number; id: number } | null = after;
      const rows: Array<OrderRow & { id: number | string }> = await base
        .select([...ORDER_COLUMNS])
        .$if(cursor !== null, (q) => q.where((eb) => eb.or([eb('o.created_at', '<', cursor!.at), eb.and([eb('o.created_at', '=', cursor!.at), eb('o.id', '<', cursor!.id)])])))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(BATCH)
        .execute();
      for (const r of rows) {
        const o = toMemberOrder(r);
        sheet.addRow({ order_no: o.order_no, time: beijingTime(o.create_time), type_name: o.type_name, balance: o.balance, status: o.pay_status_name, name: o.name, mobile: o.mobile }).commit();
      }
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1]!;
      after = { at: Number(last.created_at), id: Number(last.id) };
    }
    sheet.commit();
    await book.commit();
  };
  fill().catch((err: unknown) => {
    warn(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const fileName = `${member.member_name ?? '成员'}-消费记录.xlsx`;
  return { body: out, fileName };
}
