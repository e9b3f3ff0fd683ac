import { describe, expect, it } from 'vitest';
import { captureFiltersOf } from './list-filters';

describe('captureFiltersOf', () => {
  it('leaves out what is unset and trims text', () => {
    expect(captureFiltersOf({ status: '', keyword: '  ', label: ' 合同 ' })).toEqual({ label: '合同' });
    expect(captureFiltersOf({ status: 'failed', keyword: ' 网页 ' })).toEqual({ status: 'failed', keyword: '网页' });
  });
});
