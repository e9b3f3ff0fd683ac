import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  CREDIT_CODE_CHARS,
  checkCreditCode,
  creditCodeCheckChar,
  hasCreditCodeStructure,
  isCreditCode,
  zCreditCode,
} from '../../src/validators';

/** Codes published on business licences (Alibaba China, Tencent, Huawei, Xiaomi, Baidu). */
const PUBLISHED = [
  '91330100716105852F',
  '9144030071526726XG',
  '914403001922038216',
  '91110108558521630L',
  '91110000802100433B',
];
const withCheck = (first17: string) => first17 + creditCodeCheckChar(first17);

describe('creditCodeCheckChar (GB 32100-2015)', () => {
  it('reproduces the check character of published codes', () => {
    for (const code of PUBLISHED) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });
  it('maps a weighted sum of 0 mod 31 to "0", not past the alphabet', () => {
    // The last weight (28) is coprime to 31, so the 31 choices of position 17 give 31 distinct checks.
    const checks = [...CREDIT_CODE_CHARS].map((c) => creditCodeCheckChar(`91110000MA000000${c}`));
    expect(new Set(checks).size).toBe(31);
    expect(checks).toContain('0');
    expect(checks.every((c) => c.length === 1)).toBe(true);
  });
  it('uses the 31-character alphabet without I, O, Z, S, V', () => {
    expect(CREDIT_CODE_CHARS).toHaveLength(31);
    for (const c of 'IOZSV') expect(CREDIT_CODE_CHARS).not.toContain(c);
    expect(() => creditCodeCheckChar('91110000MA00000I0')).toThrow(RangeError);
    expect(() => creditCodeCheckChar('91110000MA000000')).toThrow(RangeError);
  });
});

describe('isCreditCode', () => {
  it('accepts published and generated codes, in either case', () => {
    for (const code of PUBLISHED) expect(isCreditCode(code)).toBe(true);
    expect(isCreditCode('9144030071526726xg')).toBe(true);
    expect(isCreditCode(withCheck('92320102MA1XYW001'))).toBe(true);
    expect(isCreditCode(withCheck('52100000500000012'))).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isCreditCode('91330100716105852E')).toBe(false);
    expect(isCreditCode('914403001922038217')).toBe(false);
    expect(isCreditCode('91110000802100433C')).toBe(false);
  });
  it('rejects forbidden letters anywhere', () => {
    for (const c of 'IOZSViozsv') {
      expect(isCreditCode(`91110000MA000000${c}0`)).toBe(false);
      expect(isCreditCode(`91110000MA0000000${c}`)).toBe(false);
    }
  });
  it('rejects wrong lengths and other characters', () => {
    expect(isCreditCode('')).toBe(false);
    expect(isCreditCode('91330100716105852')).toBe(false);
    expect(isCreditCode('91330100716105852F0')).toBe(false);
    expect(isCreditCode('9133010071610585_F')).toBe(false);
    expect(isCreditCode('9133010071610585 2F')).toBe(false);
  });
});

describe('hasCreditCodeStructure (optional, stricter)', () => {
  it('accepts known authorities with a numeric region', () => {
    for (const code of PUBLISHED) expect(hasCreditCodeStructure(code)).toBe(true);
  });
  it('rejects an unknown authority or a lettered region even with a correct check', () => {
    expect(hasCreditCodeStructure(withCheck('B1110000MA0000000'))).toBe(false);
    expect(hasCreditCodeStructure(withCheck('911A0000MA0000000'))).toBe(false);
    expect(hasCreditCodeStructure('91330100716105852E')).toBe(false);
  });
});

describe('zCreditCode and checkCreditCode', () => {
  it('trims and upper-cases the output', () => {
    expect(zCreditCode.parse(' 9144030071526726xg ')).toBe('9144030071526726XG');
  });
  it('gives the exact messages', () => {
    expect(checkCreditCode('')).toBe(MSG.creditCodeRequired);
    expect(checkCreditCode('91330100716105852E')).toBe(MSG.creditCodeInvalid);
    expect(checkCreditCode('91330100716105852F1')).toBe(MSG.creditCodeInvalid);
    expect(checkCreditCode('91330100716105852F')).toBeUndefined();
    expect(MSG.creditCodeInvalid).toBe('请输入正确的统一社会信用代码');
  });
});
