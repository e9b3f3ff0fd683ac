/**
 * China time (Asia/Shanghai, UTC+8) for display and day boundaries, whatever the browser's zone.
 * The platform is a Chinese notary's: its records, certificates, notices and the server's day
 * filters all speak China time, so a page must too (issue 14: a UTC browser showed 09:30:57 next to
 * a notice saying 17:30:57（北京时间）). China has kept UTC+8 without daylight saving since 1991, so a
 * fixed offset is exact for every time this platform holds, and needs no time-zone data in the browser.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

export interface ChinaParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The China-time calendar fields of an instant (ms since the epoch). */
export function chinaParts(ms: number): ChinaParts {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Unix seconds of 00:00 China time on a calendar day (month 1–12), as the server's day filters count. */
export function chinaDayStartSeconds(year: number, month: number, day: number): number {
  return (Date.UTC(year, month - 1, day) - CHINA_OFFSET_MS) / 1000;
}
