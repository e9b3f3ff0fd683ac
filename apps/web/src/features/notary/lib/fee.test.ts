import { describe, expect, it } from 'vitest';
import { feeBreakdown, feeText } from './fee';

describe('fee text', () => {
  it('names the fee in points and yuan, and how it is made up', () => {
    expect(feeText({ points: 1261.5, yuan: 1261.5 })).toBe('1,261.50 积分（¥1,261.50）');
    expect(feeBreakdown({ records: 3, basePoints: 200, perRecordPoints: 20.5, points: 261.5, yuan: 261.5 })).toBe('基础费 200.00 积分 + 每条 20.50 积分 × 3 条');
  });
});
