import { z } from 'zod';
import { zPage } from '../common/envelope';
import { zInvoiceOptInt } from './fields';

const MAX_SECONDS = 253_402_300_799;

/**
 * POST /api/invoice/invoiceList (page, startTime, endTime, status). Times are unix seconds; endTime is
 * the last second included (the page sends the end day + 86400 − 1, 001 §5). status 1, 2 or 4; absent: all.
 */
export const ZInvoiceListRequest = z
  .object({
    page: zInvoiceOptInt('页码格式不正确', 1, 100_000),
    startTime: zInvoiceOptInt('开始时间格式不正确', 0, MAX_SECONDS),
    endTime: zInvoiceOptInt('结束时间格式不正确', 0, MAX_SECONDS),
    status: z.preprocess(
      (v) => (v === '' || v === '0' || v === 0 || v === null ? undefined : v),
      z.coerce.number({ error: '状态格式不正确' }).int({ error: '状态格式不正确' }).refine((n) => [1, 2, 4].includes(n), { error: '状态格式不正确' }).optional(),
    ),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: '开始时间不能晚于结束时间' });
export type TInvoiceListRequest = z.input<typeof ZInvoiceListRequest>;
export type TInvoiceListFilter = z.output<typeof ZInvoiceListRequest>;

/** One application (001 §3), money in invoiceYuan with 2 decimals, create_time in ms. */
export const ZInvoiceListItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  create_time: z.number().int(),
  money: z.string(),
  orderCount: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  /** 待开票 / 已开票 / 已拒绝 */
  status: z.string(),
  statusCode: z.number().int(),
  head: z.string(),
  check_remark: z.string().nullable(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoiceListResponse = zPage(ZInvoiceListItem);
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;
