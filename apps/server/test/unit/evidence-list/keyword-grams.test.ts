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

  it('reads the text for a single ASCII character and for digits shorter than an evidence number', () => {
    for (const k of ['a', '%', '_', '5', '12', '2026031512', '20260315123456789']) expect(keywordLookup(k), k).toEqual({ kind: 'scan' });
  });

  it('splits longer keywords into their distinct pairs of code points', () => {
    expect(keywordLookup('file_5')).toEqual({ kind: 'grams', grams: ['fi', 'il', 'le', 'e_', '_5'], evidenceNo: null });
    expect(keywordLookup('哈哈哈哈')).toEqual({ kind: 'grams', grams: ['哈哈'], evidenceNo: null });
    expect(keywordLookup('a😀b')).toEqual({ kind: 'grams', grams: ['a😀', '😀b'], evidenceNo: null });
  });

  it('adds the evidence number for exactly 18 digits, and only then', () => {
    expect(keywordLookup('202603150000012345')).toEqual({ kind: 'grams', grams: ['20', '02', '26', '60', '03', '31', '15', '50', '00', '01', '12', '23', '34', '45'], evidenceNo: '202603150000012345' });
    expect(keywordLookup('2026031500000123456')).toMatchObject({ kind: 'grams', evidenceNo: null });
  });

  it('lowers the keyword as the LIKE pattern did', () => {
    expect(searchNeedle('ABC合同Äx')).toBe('abc合同äx');
  });
});
