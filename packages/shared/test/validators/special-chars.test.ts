import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  antdValidator,
  checkExtractCode,
  checkNonEmpty,
  checkOptionalSafeText,
  checkSafeText,
  firstIssue,
  hasSpecialChars,
  isExtractCode,
  isNonEmpty,
  zExtractCode,
  zNonEmpty,
  zSafeText,
} from '../../src/validators';

describe('special characters', () => {
  it('flags each forbidden character', () => {
    for (const c of ['\\', '"', "'", '<', '>', '{', '}', '[', ']']) expect(hasSpecialChars(`a${c}b`)).toBe(true);
  });
  it('allows ordinary text and Chinese punctuation', () => {
    for (const t of ['北京市朝阳区1号', '（公司）', '，。！？、', 'a-b_c.d@e/f', '']) expect(hasSpecialChars(t)).toBe(false);
  });
  it('required variant: empty and special characters are refused', () => {
    expect(checkSafeText('')).toBe('不能为空');
    expect(checkSafeText('a<b')).toBe('不能包含特殊字符');
    expect(checkSafeText('北京')).toBeUndefined();
    expect(zSafeText('请输入地址').safeParse(' ').error?.issues[0]?.message).toBe('请输入地址');
  });
  it('optional variant: empty passes as undefined, special characters are refused', () => {
    expect(checkOptionalSafeText(undefined)).toBeUndefined();
    expect(checkOptionalSafeText('  ')).toBeUndefined();
    expect(checkOptionalSafeText('x[')).toBe(MSG.specialChars);
    expect(checkOptionalSafeText('备注')).toBeUndefined();
  });
});

describe('non-empty', () => {
  it('treats white space, null and NaN as empty', () => {
    for (const v of ['', '  ', null, undefined, Number.NaN]) expect(isNonEmpty(v)).toBe(false);
    for (const v of ['a', 0, ' 工行 ']) expect(isNonEmpty(v)).toBe(true);
  });
  it('gives the message and trims', () => {
    expect(checkNonEmpty(' ')).toBe('不能为空');
    expect(zNonEmpty('开户行不能为空').safeParse('').error?.issues[0]?.message).toBe('开户行不能为空');
    expect(zNonEmpty().parse(' 工行 ')).toBe('工行');
  });
});

describe('extraction code', () => {
  it('accepts up to 30 characters without special characters', () => {
    expect(isExtractCode('abc123')).toBe(true);
    expect(isExtractCode('提取码2024')).toBe(true);
    expect(isExtractCode('a'.repeat(30))).toBe(true);
    expect(zExtractCode.parse(' abc ')).toBe('abc');
  });
  it('gives the exact messages', () => {
    expect(checkExtractCode('')).toBe(MSG.extractCodeRequired);
    expect(checkExtractCode('a'.repeat(31))).toBe(MSG.extractCodeTooLong);
    expect(checkExtractCode('ab"c')).toBe(MSG.extractCodeInvalid);
    expect(isExtractCode("ab'c")).toBe(false);
  });
});

describe('check helpers', () => {
  it('firstIssue returns the first message or undefined', () => {
    expect(firstIssue(zExtractCode, '')).toBe('请输入提取码');
    expect(firstIssue(zExtractCode, 'ok')).toBeUndefined();
  });
  it('antdValidator resolves when valid and rejects with the message', async () => {
    const validator = antdValidator(checkExtractCode);
    await expect(validator({}, 'ok')).resolves.toBeUndefined();
    await expect(validator({}, '')).rejects.toThrow('请输入提取码');
  });
});
