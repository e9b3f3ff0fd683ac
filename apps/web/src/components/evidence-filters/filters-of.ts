import type { Dayjs } from 'dayjs';
import { rangeToSeconds } from '../../lib/date-range';

/** What the filter row answers: getList's and getDownloadList's query values (000 §7). */
export interface EvidenceFilterValues {
  startTime?: number;
  endTime?: number;
  /** 0 all */
  type: number;
  /** 0 all; only where the page filters by product */
  productType?: number;
  label?: string;
  keyword?: string;
}

export interface EvidenceFilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  type: number;
  productType: number;
  label?: string | null;
  keyword?: string;
}

export const INITIAL_FILTER_FORM: EvidenceFilterForm = { range: null, type: 0, productType: 0 };

/**
 * The form's values as query values: the days as unix seconds (the end day whole), blank label and
 * keyword left out (a keyword of spaces searches nothing), the product only where the page has it.
 */
export function filtersOf(v: EvidenceFilterForm, withProductType: boolean): EvidenceFilterValues {
  const label = v.label?.trim();
  const keyword = v.keyword?.trim();
  return {
    ...rangeToSeconds(v.range),
    type: v.type,
    ...(withProductType ? { productType: v.productType } : {}),
    ...(label ? { label } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
