import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Expression, type SqlBool } from 'kysely';
import { OrderIsType, ORDERS, ORDERS_MSG } from '@evidence/shared/constants';
import type { TOrderListFilters } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { EXPORT_COLUMNS, chinaTime } from './export-columns';
import { ordersQuery, selectOrders } from './order-query';
import { toOrderItem } from './order-row';
import { orderScope, type OrderScope } from './order-scope';

export interface OrdersExport {
  fileName: string;
  stream: Readable;
  /** resolves when the sheet was written (or abandoned); rejects on a failure mid-way */
  done: Promise<void>;
}

const SHEET_NAMES = { recharge: '充值记录', consumption: '消费记录' } as const;

/**
 * The `.xlsx` of a filtered list (001 §7 "Export with isType 2"), streamed (decision 150): exceljs'
 * streaming WorkbookWriter writes into the answer while rows are read in keyset batches of
 * ORDERS.exportBatch (newest first, then by id), waiting whenever the client is slower than the
 * database, so memory stays flat whatever the count. An empty list is refused before anything is
 * sent ('暂无数据', 001 §5); a sub-account is refused (orderScope).
 */
export async function openOrdersExport(db: Db, p: UserPrincipal, q: TOrderListFilters, batch: number = ORDERS.exportBatch): Promise<OrdersExport> {
  const scope = orderScope(p, { ...q, isType: OrderIsType.export });
  const any = await ordersQuery(db, scope, q).select('o.id').limit(1).executeTakeFirst();
  if (!any) throw refuse(ORDERS_MSG.empty);
  const stream = new PassThrough();
  const done = writeSheet(db, scope, q, stream, batch).catch((err: unknown) => {
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  // the route logs a failure; an unhandled rejection must not end the process
  done.catch(() => undefined);
  const day = chinaTime(Date.now()).slice(0, 10).replace(/-/g, '');
  return { fileName: `${SHEET_NAMES[scope.kind]}-${day}.xlsx`, stream, done };
}

/** Waits until the answer took what was written, or the client went away (then answers false). */
async function drained(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return false;
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  return !out.destroyed;
}

async function writeSheet(db: Db, scope: OrderScope, q: TOrderListFilters, out: PassThrough, batch: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const columns = EXPORT_COLUMNS[scope.kind];
  const sheet = workbook.addWorksheet(SHEET_NAMES[scope.kind]);
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  let after: { createdAt: number; id: number } | null = null;
  for (;;) {
    const extra: Expression<SqlBool>[] = after
      ? [sql<SqlBool>`(o.created_at < ${after.createdAt} or (o.created_at = ${after.createdAt} and o.id < ${after.id}))`]
      : [];
    const rows = await selectOrders(db, scope, q, extra).limit(batch).execute();
    for (const r of rows) {
      const item = toOrderItem(r);
      sheet.addRow(columns.map((c) => c.value(item))).commit();
    }
    const last = rows.at(-1);
    if (rows.length < batch || !last) break;
    after = { createdAt: Number(last.created_at), id: Number(last.id) };
    // let the zip stream take this batch before the next is read
    await new Promise((r) => setImmediate(r));
    if (!(await drained(out))) return;
  }
  sheet.commit();
  await workbook.commit();
}
