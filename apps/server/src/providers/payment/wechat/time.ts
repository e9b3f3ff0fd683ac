/** RFC 3339 in China time, as WeChat Pay's time_expire wants it: 2026-12-03T18:30:00+08:00. */
export function chinaRfc3339(ms: number): string {
  // China Standard Time has no daylight saving: UTC+8 always
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
