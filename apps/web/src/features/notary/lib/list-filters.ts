import { rangeToSeconds } from '@/lib/date-range';

/** getList's filters (001 §7 Notary "List"); unset ones are left out. */
export interface NotaryListFilters {
  startTime?: number;
  endTime?: number;
  payType?: number;
  notarialType?: number;
  orderNo?: string;
}

/** The parts of a picked day rangeToSeconds reads (a dayjs value). */
interface DayLike {
  year(): number;
  month(): number;
  date(): number;
}

export interface NotaryFilterForm {
  range?: readonly [DayLike | null, DayLike | null] | null;
  /** 0 全部, 1 未支付, 2 已支付 */
  payType: number;
  /** 0 全部, else a notary type */
  notarialType: number;
  orderNo?: string;
}

/**
 * The filter form as getList's query: the days as unix seconds with the end day whole (its 00:00 +
 * 86400 − 1, 001 §5), 0 (全部) left out, the order number trimmed (spaces alone search nothing).
 */
export function notaryFiltersOf(v: NotaryFilterForm): NotaryListFilters {
  const orderNo = v.orderNo?.trim();
  return {
    ...rangeToSeconds(v.range),
    ...(v.payType ? { payType: v.payType } : {}),
    ...(v.notarialType ? { notarialType: v.notarialType } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
}
