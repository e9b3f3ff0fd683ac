import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
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

/**
 * The stream archiver reads the sheet's XML from. exceljs 4 writes each worksheet into its own
 * buffer that archiver wraps in a PassThrough and pipes without heeding back-pressure, so a producer
 * faster than the client would pile the whole sheet up there; we watch that PassThrough ourselves.
 * (The export test checks it is found, so an exceljs upgrade that moves it is noticed.)
 */
export function sheetSink(sheet: unknown): Writable | undefined {
  const pipes = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const sink = pipes?.[0] as (Writable & { _writableState?: { needDrain?: boolean } }) | undefined;
  // archiver's PassThrough is readable-stream 2's: no writableNeedDrain getter, the state says it
  return sink && typeof sink.write === 'function' && typeof sink._writableState?.needDrain === 'boolean' ? sink : undefined;
}

/** Whether a writer must wait for 'drain' (Node's streams, and readable-stream 2's through its state). */
function needsDrain(s: Writable): boolean {
  return s.writableNeedDrain ?? (s as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? false;
}

/** Waits until the zip took the sheet's XML and the answer took the zip, or the client went away (then false). */
async function drained(out: PassThrough, sink: Writable | undefined): Promise<boolean> {
  for (const s of [sink, out]) {
    if (out.destroyed) return false;
    if (!s || !needsDrain(s)) continue;
    // the listeners go away with the wait, so thousands of batches leave none behind
    const stop = new AbortController();
    await Promise.race([once(s, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]).catch(() => undefined);
    stop.abort();
  }
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
      ? // the first term bounds the index range, the second breaks ties by id: (created_at, id) < (last)
        [sql<SqlBool>`o.created_at <= ${after.createdAt} and (o.created_at < ${after.createdAt} or o.id < ${after.id})`]
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
    if (!(await drained(out, sheetSink(sheet)))) return;
  }
  sheet.commit();
  await workbook.commit();
}
