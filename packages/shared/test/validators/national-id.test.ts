import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  checkNationalId,
  isNationalId,
  nationalIdBirthDate,
  nationalIdCheckChar,
  nationalIdSex,
  normaliseNationalId,
  zNationalId,
} from '../../src/validators';

/** A fixed "today" (2024-06-15 in China) so future-date cases do not drift. */
const NOW = new Date('2024-06-15T00:00:00Z');
/** Completes 17 digits with their check character. */
const withCheck = (first17: string) => first17 + nationalIdCheckChar(first17);

describe('nationalIdCheckChar (ISO 7064 MOD 11-2)', () => {
  it('matches the examples printed in GB 11643-1999', () => {
    expect(nationalIdCheckChar('11010519491231002')).toBe('X');
    expect(nationalIdCheckChar('44052418800101001')).toBe('4');
  });
  it('refuses anything but 17 digits', () => {
    expect(() => nationalIdCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => nationalIdCheckChar('1101051949123100A')).toThrow(RangeError);
  });
});

describe('isNationalId, 18 digits', () => {
  it('accepts a correct number, with upper- or lower-case X', () => {
    expect(isNationalId('11010519491231002X', NOW)).toBe(true);
    expect(isNationalId('11010519491231002x', NOW)).toBe(true);
    expect(isNationalId(withCheck('32010219800101001'), NOW)).toBe(true);
  });
  it('rejects a wrong check digit', () => {
    expect(isNationalId('110105194912310021', NOW)).toBe(false);
    expect(isNationalId('110105194912310029', NOW)).toBe(false);
  });
  it('rejects impossible dates even with a correct check digit', () => {
    expect(isNationalId(withCheck('11010519990230001'), NOW)).toBe(false); // 30 February
    expect(isNationalId(withCheck('11010520010229001'), NOW)).toBe(false); // 2001 not leap
    expect(isNationalId(withCheck('11010519991301001'), NOW)).toBe(false); // month 13
    expect(isNationalId(withCheck('11010519990100001'), NOW)).toBe(false); // day 0
    expect(isNationalId(withCheck('11010520000229001'), NOW)).toBe(true); // 2000 is leap
  });
  it('rejects birth dates in the future and before 1900', () => {
    expect(isNationalId(withCheck('11010520240616001'), NOW)).toBe(false);
    expect(isNationalId(withCheck('11010520240615001'), NOW)).toBe(true);
    expect(isNationalId('440524188001010014', NOW)).toBe(false);
    expect(isNationalId(withCheck('11010518991231001'), NOW)).toBe(false);
    expect(isNationalId(withCheck('11010519000101001'), NOW)).toBe(true);
  });
  it('counts "today" on the China calendar (UTC+8), not the server clock', () => {
    const lateUtc = new Date('2024-06-15T17:00:00Z'); // already 16 June in Beijing
    expect(isNationalId(withCheck('11010520240616001'), lateUtc)).toBe(true);
  });
  it('rejects malformed input', () => {
    expect(isNationalId('', NOW)).toBe(false);
    expect(isNationalId('11010519491231002', NOW)).toBe(false);
    expect(isNationalId('11010519491231002XX', NOW)).toBe(false);
    expect(isNationalId('1101051949123100X2', NOW)).toBe(false);
    expect(isNationalId(withCheck('01010519800101001'), NOW)).toBe(false); // region cannot start with 0
    expect(isNationalId(' 11010519491231002X', NOW)).toBe(false);
  });
});

describe('isNationalId, 15 digits', () => {
  it('accepts the old form with a real 19xx date', () => {
    expect(isNationalId('110105491231002', NOW)).toBe(true);
    expect(isNationalId('110105000101001', NOW)).toBe(true); // 1900-01-01
  });
  it('rejects impossible dates and non-digits', () => {
    expect(isNationalId('110105990230001', NOW)).toBe(false);
    expect(isNationalId('110105000229001', NOW)).toBe(false); // 1900 was not a leap year
    expect(isNationalId('110105491331002', NOW)).toBe(false);
    expect(isNationalId('11010549123100X', NOW)).toBe(false);
    expect(isNationalId('11010549123100', NOW)).toBe(false);
  });
});

describe('birth date and sex', () => {
  it('reads YYYY-MM-DD from both forms', () => {
    expect(nationalIdBirthDate('11010519491231002X', NOW)).toBe('1949-12-31');
    expect(nationalIdBirthDate('110105491231002', NOW)).toBe('1949-12-31');
    expect(nationalIdBirthDate('110105194912310021', NOW)).toBeUndefined();
  });
  it('reads sex: odd sequence digit is male (0), even is female (1)', () => {
    expect(nationalIdSex('11010519491231002X', NOW)).toBe(1);
    expect(nationalIdSex(withCheck('11010519800101001'), NOW)).toBe(0);
    expect(nationalIdSex('110105491231001', NOW)).toBe(0);
    expect(nationalIdSex('110105491231002', NOW)).toBe(1);
    expect(nationalIdSex('110105194912310021', NOW)).toBeUndefined();
  });
});

describe('zNationalId and checkNationalId', () => {
  it('trims and upper-cases the output', () => {
    expect(zNationalId.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normaliseNationalId('11010519491231002x')).toBe('11010519491231002X');
  });
  it('gives the exact messages', () => {
    expect(checkNationalId('')).toBe(MSG.idCardRequired);
    expect(checkNationalId(undefined)).toBe(MSG.idCardRequired);
    expect(checkNationalId('110105194912310021')).toBe(MSG.idCardInvalid);
    expect(checkNationalId('1101051949123100211')).toBe(MSG.idCardInvalid);
    expect(checkNationalId('11010519491231002X')).toBeUndefined();
    expect(MSG.idCardInvalid).toBe('请输入正确的身份证号码');
  });
});
