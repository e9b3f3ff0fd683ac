import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  checkChineseName,
  checkEmail,
  checkGender,
  checkNumericId,
  checkPostcode,
  isChineseName,
  isEmail,
  isGender,
  isNumericId,
  isPostcode,
  numericIdField,
  zChineseName,
  zGender,
} from '../../src/validators';

describe('Chinese name', () => {
  it('accepts 2-6 Chinese characters, with middle dots between parts', () => {
    for (const n of ['张三', '欧阳娜娜', '爱新觉罗启星', '阿依·买买提', '阿依古丽·买买', '𠮷野']) expect(isChineseName(n)).toBe(true);
  });
  it('rejects 1 or 7 characters, misplaced dots, Latin letters and digits', () => {
    for (const n of ['张', '爱新觉罗启星星', '阿依古丽·买买提', '·张三', '张三·', '张··三', 'Tom', '张3', '张 三', ''])
      expect(isChineseName(n)).toBe(false);
  });
  it('normalises look-alike dots to U+00B7', () => {
    expect(isChineseName('阿依・买买提')).toBe(true);
    expect(zChineseName.parse(' 阿依・买买提 ')).toBe('阿依·买买提');
  });
  it('gives the exact messages', () => {
    expect(checkChineseName('')).toBe('请输入姓名');
    expect(checkChineseName('张')).toBe(MSG.nameInvalid);
    expect(checkChineseName('张三')).toBeUndefined();
  });
});

describe('postcode', () => {
  it('accepts exactly 6 digits', () => {
    expect(isPostcode('100000')).toBe(true);
    expect(isPostcode('010010')).toBe(true);
  });
  it('rejects other lengths and letters', () => {
    for (const p of ['10000', '1000000', 'a00000', '']) expect(isPostcode(p)).toBe(false);
  });
  it('gives the exact messages', () => {
    expect(checkPostcode('')).toBe(MSG.postcodeRequired);
    expect(checkPostcode('10000')).toBe(MSG.postcodeInvalid);
    expect(checkPostcode('1000000')).toBe(MSG.postcodeInvalid);
    expect(checkPostcode(100000)).toBeUndefined();
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['a@b.cn', 'user.name+tag@example.com.cn', 'x_y-1@mail.163.com']) expect(isEmail(e)).toBe(true);
  });
  it('rejects addresses without a domain, doubled @, spaces or non-ASCII', () => {
    for (const e of ['a@b', 'a@@b.com', 'a b@c.com', '中文@example.com', '@example.com', 'a@.com'])
      expect(isEmail(e)).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.cn`)).toBe(false);
  });
  it('gives the exact messages', () => {
    expect(checkEmail('')).toBe(MSG.emailRequired);
    expect(checkEmail('a@b')).toBe('请输入正确格式邮箱');
    expect(checkEmail(' a@b.cn ')).toBeUndefined();
  });
});

describe('numeric id', () => {
  it('accepts 8-25 digits', () => {
    expect(isNumericId('12345678')).toBe(true);
    expect(isNumericId('1'.repeat(25))).toBe(true);
  });
  it('rejects 7 and 26 digits and non-digits', () => {
    for (const v of ['1234567', '1'.repeat(26), '1234567a', '1234 5678']) expect(isNumericId(v)).toBe(false);
  });
  it('gives the exact messages, with a field-specific empty message', () => {
    expect(checkNumericId('')).toBe('不能为空');
    expect(checkNumericId('1234567')).toBe('请输入8-25位数字');
    expect(checkNumericId('1'.repeat(26))).toBe('请输入8-25位数字');
    expect(numericIdField('请输入银行账号').safeParse('').error?.issues[0]?.message).toBe('请输入银行账号');
  });
});

describe('gender', () => {
  it('accepts 0 and 1 as numbers or form strings, giving numbers', () => {
    expect(zGender.parse('0')).toBe(0);
    expect(zGender.parse(' 1 ')).toBe(1);
    expect(zGender.parse(1)).toBe(1);
    expect(isGender(0) && isGender('1')).toBe(true);
  });
  it("says '性别不能为空' when missing", () => {
    for (const v of [undefined, null, '', '  ']) expect(checkGender(v)).toBe('性别不能为空');
  });
  it('rejects other values', () => {
    for (const v of [2, '2', 'x', true, -1]) expect(checkGender(v)).toBe(MSG.genderInvalid);
    expect(isGender(2)).toBe(false);
    expect(isGender('')).toBe(false);
  });
});
