import { describe, expect, it } from 'vitest';
import { NOTARY, NOTARY_MSG } from '@evidence/shared/constants';
import { applyIds, blockReason, toggleRows, type Candidate } from './selection';

const row = (id: number, over: Partial<Candidate> = {}): Candidate => ({
  id,
  baoquan: `B${id}`,
  title: `file-${id}.pdf`,
  notaryType: 1,
  selectable: true,
  reason: null,
  ...over,
});

describe('notary record selection', () => {
  it('keeps the order of picking across calls (pages) and unticks by id', () => {
    let { next } = toggleRows([], [row(3), row(1)], true);
    ({ next } = toggleRows(next, [row(12)], true));
    expect(applyIds(next)).toBe('3,1,12');
    ({ next } = toggleRows(next, [row(1)], false));
    expect(applyIds(next)).toBe('3,12');
    // ticking a picked row again does not duplicate it
    ({ next } = toggleRows(next, [row(3)], true));
    expect(applyIds(next)).toBe('3,12');
  });

  it('refuses a row the server marks not selectable, with the server’s reason', () => {
    const uploading = row(5, { selectable: false, reason: '上传中，不能申请公证' });
    expect(blockReason([], uploading)).toBe('上传中，不能申请公证');
    const { next, refused } = toggleRows([], [row(4), uploading], true);
    expect(applyIds(next)).toBe('4');
    expect(refused).toBe('上传中，不能申请公证');
  });

  it('holds one notary type an order', () => {
    const { next } = toggleRows([], [row(1)], true);
    expect(blockReason(next, row(2, { notaryType: 2 }))).toBe(NOTARY_MSG.mixedTypes);
    const r = toggleRows(next, [row(2, { notaryType: 2 }), row(3)], true);
    expect(applyIds(r.next)).toBe('1,3');
    expect(r.refused).toBe(NOTARY_MSG.mixedTypes);
    // an empty selection takes any type
    expect(blockReason([], row(2, { notaryType: 2 }))).toBeNull();
  });

  it(`stops at NOTARY.maxRecords (${NOTARY.maxRecords}) and lets a picked row out again`, () => {
    const many = Array.from({ length: NOTARY.maxRecords + 2 }, (_, i) => row(i + 1));
    const { next, refused } = toggleRows([], many, true);
    expect(next).toHaveLength(NOTARY.maxRecords);
    expect(refused).toBe(NOTARY_MSG.tooManyRecords);
    expect(blockReason(next, many[0]!)).toBeNull();
    expect(blockReason(next, many[NOTARY.maxRecords]!)).toBe(NOTARY_MSG.tooManyRecords);
  });
});
