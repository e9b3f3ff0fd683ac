import { EVIDENCE_LIST } from '@evidence/shared/constants';
import { chinaDayStartSeconds } from './china-time';

/** The parts of a dayjs value this needs (kept narrow so it is testable without a picker). Shared by every list's date filter. */
interface DayLike {
  year(): number;
  /** 0–11, as dayjs counts */
  month(): number;
  date(): number;
}

/**
 * A picked date range as the lists' unix seconds (000 §9, 001 §5): the start day's 00:00, and the end
 * day's 00:00 + 86400 − 1 s, so a single day covers the whole day. The picked calendar days are China
 * days, like the times the pages show and the server's own day rule (decision 208): a browser in
 * another zone picks the same instants.
 */
export function rangeToSeconds(range: readonly [DayLike | null, DayLike | null] | null | undefined): { startTime?: number; endTime?: number } {
  if (!range) return {};
  const [start, end] = range;
  const dayStart = (d: DayLike) => chinaDayStartSeconds(d.year(), d.month() + 1, d.date());
  return {
    ...(start ? { startTime: dayStart(start) } : {}),
    ...(end ? { endTime: dayStart(end) + EVIDENCE_LIST.dayEndSeconds } : {}),
  };
}
