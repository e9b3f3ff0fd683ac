import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeToSeconds } from './date-range';

describe('rangeToSeconds', () => {
  it('ends on the last second of the end day (end date + 86400 − 1)', () => {
    const day = dayjs('2026-03-15 14:30:00');
    const { startTime, endTime } = rangeToSeconds([day, day]);
    expect(startTime).toBe(dayjs('2026-03-15 00:00:00').unix());
    expect(endTime).toBe(dayjs('2026-03-15 00:00:00').unix() + 86_400 - 1);
    expect(dayjs.unix(endTime!).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-15 23:59:59');
  });

  it('covers several days and leaves out what is not picked', () => {
    const r = rangeToSeconds([dayjs('2026-03-01'), dayjs('2026-03-31 08:00')]);
    expect(dayjs.unix(r.startTime!).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 00:00:00');
    expect(dayjs.unix(r.endTime!).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-31 23:59:59');
    expect(rangeToSeconds(null)).toEqual({});
    expect(rangeToSeconds([null, dayjs('2026-03-02')])).toEqual({ endTime: dayjs('2026-03-02').unix() + 86_399 });
  });
});
