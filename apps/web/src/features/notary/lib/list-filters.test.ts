import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { notaryFiltersOf } from './list-filters';

/** Unix seconds of a China-time wall clock. */
const cst = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`) / 1000;

describe('notaryFiltersOf', () => {
  it('sends the start day’s 00:00 and the end day’s 00:00 + 86400 − 1, so one day is the whole day', () => {
    const day = dayjs('2026-05-04 16:20');
    expect(notaryFiltersOf({ range: [day, day], payType: 0, notarialType: 0 })).toEqual({
      startTime: cst('2026-05-04 00:00:00'),
      endTime: cst('2026-05-04 00:00:00') + 86_400 - 1,
    });
  });

  it('leaves out 全部 (0) and blank order numbers, and trims the rest', () => {
    expect(notaryFiltersOf({ range: null, payType: 0, notarialType: 0, orderNo: '   ' })).toEqual({});
    expect(notaryFiltersOf({ range: null, payType: 2, notarialType: 1, orderNo: ' GZ2026 ' })).toEqual({ payType: 2, notarialType: 1, orderNo: 'GZ2026' });
    expect(notaryFiltersOf({ range: [null, dayjs('2026-05-04')], payType: 1, notarialType: 0 })).toEqual({ endTime: cst('2026-05-04 23:59:59'), payType: 1 });
  });
});
