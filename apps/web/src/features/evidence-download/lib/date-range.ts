/** The parts of a dayjs value this needs (narrow, so it is testable without a picker). */
interface DayLike {
  startOf(unit: 'day'): { unix(): number };
}

/** 000 §9: the end date counts until its last second (+ 86400 − 1). */
const DAY_END_SECONDS = 86_400 - 1;

/**
 * A picked date range as getList's unix seconds: the start day's 00:00, the end day's 00:00 +
 * 86400 − 1, so a single-day selection covers the whole day. Local time, as the user picked it.
 */
export function rangeToSeconds(range: readonly [DayLike | null, DayLike | null] | null | undefined): { startTime?: number; endTime?: number } {
  if (!range) return {};
  const [start, end] = range;
  return {
    ...(start ? { startTime: start.startOf('day').unix() } : {}),
    ...(end ? { endTime: end.startOf('day').unix() + DAY_END_SECONDS } : {}),
  };
}

/** 1536 → '1.5 KB' (binary units, one decimal below 10). */
export function formatBytes(n: number | null): string {
  if (n === null || !Number.isFinite(n) || n < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return i === 0 ? `${v} B` : `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}
