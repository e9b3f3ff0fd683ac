import { describe, expect, it } from 'vitest';
import { moneyInWords } from '../../../src/services/invoices/money-words';
import { chinaYear } from '../../../src/services/invoices/china-time';

describe('moneyInWords (价税合计大写)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角整'],
    [100, '壹元整'],
    [1_050, '壹拾元伍角整'],
    [10_005, '壹佰元零伍分'],
    [123_456, '壹仟贰佰叁拾肆元伍角陆分'],
    [100_100, '壹仟零壹元整'],
    [1_000_000, '壹万元整'],
    [10_010_000, '壹拾万零壹佰元整'],
    [100_000_000_00, '壹亿元整'],
    [120_050, '壹仟贰佰元伍角整'],
  ])('%i cents → %s', (cents, words) => {
    expect(moneyInWords(cents)).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => moneyInWords(-1)).toThrow();
    expect(() => moneyInWords(1.5)).toThrow();
  });
});

describe('chinaYear', () => {
  it('turns the year at midnight China time, not UTC', () => {
    expect(chinaYear(Date.UTC(2025, 11, 31, 15, 59, 59))).toBe(2025);
    expect(chinaYear(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe(2026);
  });
});
