/** China Standard Time (UTC+8, no daylight saving): the calendar the notice rules speak of. */
const CST_OFFSET_MS = 8 * 3_600_000;

export function chinaYear(ms: number): number {
  return new Date(ms + CST_OFFSET_MS).getUTCFullYear();
}

/** yyyymmdd in China time. */
export function chinaDate(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}
