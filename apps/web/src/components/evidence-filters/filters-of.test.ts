import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersOf, INITIAL_FILTER_FORM } from './filters-of';

describe('filtersOf (the filter row of the list and of batch download)', () => {
  it('answers "everything" for the initial form, with the product only where the page has it', () => {
    expect(filtersOf(INITIAL_FILTER_FORM, true)).toEqual({ type: 0, productType: 0 });
    expect(filtersOf(INITIAL_FILTER_FORM, false)).toEqual({ type: 0 });
  });

  it('turns the picked days into whole China days of unix seconds (decision 208), in any browser zone', () => {
    const f = filtersOf({ ...INITIAL_FILTER_FORM, range: [dayjs('2026-03-01 10:00'), dayjs('2026-03-02 08:00')] }, false);
    // 2026-03-01 00:00 and 2026-03-02 23:59:59 in China (UTC+8)
    expect(f.startTime).toBe(Date.UTC(2026, 2, 1, 0, 0, 0) / 1000 - 8 * 3600);
    expect(f.endTime).toBe(Date.UTC(2026, 2, 2, 23, 59, 59) / 1000 - 8 * 3600);
  });

  it('trims label and keyword and leaves out blank ones', () => {
    expect(filtersOf({ ...INITIAL_FILTER_FORM, type: 2, productType: 1, label: ' 合同 ', keyword: '  录音 ' }, true)).toEqual({ type: 2, productType: 1, label: '合同', keyword: '录音' });
    expect(filtersOf({ ...INITIAL_FILTER_FORM, label: null, keyword: '   ' }, true)).toEqual({ type: 0, productType: 0 });
    expect(filtersOf({ ...INITIAL_FILTER_FORM, label: '', keyword: '' }, false)).toEqual({ type: 0 });
  });
});
