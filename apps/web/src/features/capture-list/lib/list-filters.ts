import { rangeToSeconds } from '@/lib/date-range';

/** getProList's filters besides type and page; unset ones are left out. */
export interface CaptureListFilters {
  status?: string;
  keyword?: string;
  label?: string;
  startTime?: number;
  endTime?: number;
}

interface DayLike {
  year(): number;
  month(): number;
  date(): number;
}

export interface CaptureFilterForm {
  range?: readonly [DayLike | null, DayLike | null] | null;
  /** '' 全部 */
  status?: string;
  keyword?: string;
  label?: string;
}

/** The filter form as getProList's filters: China days as unix seconds (end day whole), '' left out, text trimmed. */
export function captureFiltersOf(v: CaptureFilterForm): CaptureListFilters {
  const keyword = v.keyword?.trim();
  const label = v.label?.trim();
  return { ...rangeToSeconds(v.range), ...(v.status ? { status: v.status } : {}), ...(keyword ? { keyword } : {}), ...(label ? { label } : {}) };
}
