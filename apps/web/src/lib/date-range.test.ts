import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { rangeToSeconds } from './date-range';

/** Unix seconds of a China-time wall clock. */
const cst = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`) / 1000;

describe('rangeToSeconds', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('ends on the last second of the end day (end date + 86400 − 1), in China days', () => {
    const day = dayjs('2026-03-15 14:30:00');
    const { startTime, endTime } = rangeToSeconds([day, day]);
    expect(startTime).toBe(cst('2026-03-15 00:00:00'));
    expect(endTime).toBe(cst('2026-03-15 00:00:00') + 86_400 - 1);
    expect(endTime).toBe(cst('2026-03-15 23:59:59'));
  });

  it('covers several days and leaves out what is not picked', () => {
    const r = rangeToSeconds([dayjs('2026-03-01'), dayjs('2026-03-31 08:00')]);
    expect(r.startTime).toBe(cst('2026-03-01 00:00:00'));
    expect(r.endTime).toBe(cst('2026-03-31 23:59:59'));
    expect(rangeToSeconds(null)).toEqual({});
    expect(rangeToSeconds([null, dayjs('2026-03-02')])).toEqual({ endTime: cst('2026-03-02 23:59:59') });
  });

  it('picks the same instants in any browser zone (the server counts China days)', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
      process.env.TZ = tz;
      // the picker hands over a local dayjs of the clicked calendar day
      const r = rangeToSeconds([dayjs('2026-03-15'), dayjs('2026-03-16')]);
      expect(r, tz).toEqual({ startTime: cst('2026-03-15 00:00:00'), endTime: cst('2026-03-16 23:59:59') });
    }
  });
});
