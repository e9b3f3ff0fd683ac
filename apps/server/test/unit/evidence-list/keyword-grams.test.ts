import { describe, expect, it } from 'vitest';
import { keywordLookup, searchNeedle } from '../../../src/services/evidence-list/keyword-grams';

describe('keywordLookup', () => {
  it('looks a stored gram up directly: two characters, or one outside ASCII', () => {
    expect(keywordLookup('合同')).toEqual({ kind: 'gram', gram: '合同' });
    expect(keywordLookup('合')).toEqual({ kind: 'gram', gram: '合' });
    expect(keywordLookup('a_')).toEqual({ kind: 'gram', gram: 'a_' });
    expect(keywordLookup('😀x')).toEqual({ kind: 'gram', gram: '😀x' });
    expect(keywordLookup('😀')).toEqual({ kind: 'gram', gram: '😀' });
  });

  it('reads the text for a single ASCII character and for one or two digits', () => {
    for (const k of ['a', '%', '_', '5', '12']) expect(keywordLookup(k), k).toEqual({ kind: 'scan' });
  });

  it('looks three digits up as their gram, and longer digits through their runs of three (numbers included)', () => {
    expect(keywordLookup('123')).toEqual({ kind: 'gram', gram: '123' });
    expect(keywordLookup('500001')).toEqual({ kind: 'grams', grams: ['500', '000', '001'], evidenceNo: null });
    expect(keywordLookup('20260315123456789')).toEqual({
      kind: 'grams',
      grams: ['202', '026', '260', '603', '031', '315', '151', '512', '123', '234', '345', '456', '567', '678', '789'],
      evidenceNo: null,
    });
  });

  it('splits longer keywords into their distinct pairs of code points', () => {
    expect(keywordLookup('file_5')).toEqual({ kind: 'grams', grams: ['fi', 'il', 'le', 'e_', '_5'], evidenceNo: null });
    expect(keywordLookup('哈哈哈哈')).toEqual({ kind: 'grams', grams: ['哈哈'], evidenceNo: null });
    expect(keywordLookup('a😀b')).toEqual({ kind: 'grams', grams: ['a😀', '😀b'], evidenceNo: null });
  });

  it('puts the runs of three digits of a mixed keyword before its pairs', () => {
    expect(keywordLookup('合同2026')).toEqual({ kind: 'grams', grams: ['202', '026', '合同', '同2', '20', '02', '26'], evidenceNo: null });
    expect(keywordLookup('a1b23')).toEqual({ kind: 'grams', grams: ['a1', '1b', 'b2', '23'], evidenceNo: null });
  });

  it('adds the evidence number for exactly 18 digits, and only then', () => {
    expect(keywordLookup('202603150000012345')).toEqual({
      kind: 'grams',
      grams: ['202', '026', '260', '603', '031', '315', '150', '500', '000', '001', '012', '123', '234', '345'],
      evidenceNo: '202603150000012345',
    });
    expect(keywordLookup('2026031500000123456')).toMatchObject({ kind: 'grams', evidenceNo: null });
  });

  it('lowers the keyword as the LIKE pattern did', () => {
    expect(searchNeedle('ABC合同Äx')).toBe('abc合同äx');
  });
});
