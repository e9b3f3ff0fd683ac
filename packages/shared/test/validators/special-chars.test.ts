import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  antdValidator,
  checkExtractCode,
  checkNewExtractCode,
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

describe('a new extraction code (issue 14)', () => {
  it('needs 6–30 letters, digits or common symbols, with a letter and a digit', () => {
    for (const ok of ['abc123', 'Share-2026', '提取码2024', 'A1.b2_c3@x', `${'a'.repeat(29)}1`]) expect(checkNewExtractCode(ok), ok).toBeUndefined();
    expect(checkNewExtractCode('1')).toBe(MSG.extractCodeTooShort);
    expect(checkNewExtractCode('NaN')).toBe(MSG.extractCodeTooShort);
    expect(checkNewExtractCode('a1b2c')).toBe(MSG.extractCodeTooShort);
    expect(checkNewExtractCode('abcdefgh')).toBe(MSG.extractCodeWeak);
    expect(checkNewExtractCode('12345678')).toBe(MSG.extractCodeWeak);
    expect(checkNewExtractCode('提取码提取码')).toBe(MSG.extractCodeWeak);
  });
  it('refuses spaces, emoji and invisible or direction characters', () => {
    for (const bad of ['abc 123', 'abc123\u{1F600}', '\u{1F600}\u202Eabc123', 'abc\u202E123', 'abc\u200B123', 'abc\u00AD123', 'ａｂｃ１２３x']) {
      expect(checkNewExtractCode(bad), JSON.stringify(bad)).toBe(MSG.extractCodeChars);
    }
    expect(checkNewExtractCode('ab"c123')).toBe(MSG.extractCodeInvalid);
    expect(checkNewExtractCode('')).toBe(MSG.extractCodeRequired);
    expect(checkNewExtractCode(`a1${'b'.repeat(29)}`)).toBe(MSG.extractCodeTooLong);
  });
  it('leaves codes set before it usable for extracting', () => {
    expect(checkExtractCode('1')).toBeUndefined();
    expect(checkExtractCode('company-code')).toBeUndefined();
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
