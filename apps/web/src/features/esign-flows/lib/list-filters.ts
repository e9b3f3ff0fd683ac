import { rangeToSeconds } from '@/lib/date-range';

/** listSign's filters; unset ones are left out. */
export interface FlowListFilters {
  status?: string;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

interface DayLike {
  year(): number;
  month(): number;
  date(): number;
}

export interface FlowFilterForm {
  range?: readonly [DayLike | null, DayLike | null] | null;
  /** '' 全部 */
  status?: string;
  keyword?: string;
}

/** The filter form as listSign's query: China days as unix seconds (end day whole), '' left out, keyword trimmed. */
export function flowFiltersOf(v: FlowFilterForm): FlowListFilters {
  const keyword = v.keyword?.trim();
  return { ...rangeToSeconds(v.range), ...(v.status ? { status: v.status } : {}), ...(keyword ? { keyword } : {}) };
}
