import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import {
  checkCaptcha,
  checkPassword,
  checkPhone,
  checkSmsCode,
  isCaptcha,
  isPassword,
  isPhone,
  isSmsCode,
  zPhone,
} from '../../src/validators';

describe('phone', () => {
  it('accepts 11 digits starting 1 with second digit 3-9', () => {
    for (const p of ['13800138000', '15912345678', '19912345678']) expect(isPhone(p)).toBe(true);
  });
  it('rejects second digit 0-2, wrong lengths and non-digits', () => {
    for (const p of ['12800138000', '11800138000', '10800138000', '23800138000']) expect(isPhone(p)).toBe(false);
    for (const p of ['1380013800', '138001380000', '1380013800a', '']) expect(isPhone(p)).toBe(false);
  });
  it('gives the exact messages and trims', () => {
    expect(checkPhone('')).toBe('请输入手机号码');
    expect(checkPhone(undefined)).toBe('请输入手机号码');
    expect(checkPhone('12800138000')).toBe('请输入正确格式手机号码');
    expect(checkPhone('138001380001')).toBe('请输入正确格式手机号码');
    expect(zPhone.parse(' 13800138000 ')).toBe('13800138000');
  });
});

describe('password', () => {
  it('accepts 6-18 letters and digits with both present', () => {
    for (const p of ['abc123', 'A1b2c3', 'abcdefghijklmnop12', '1a2b3c4d5e6f7g8h9i']) expect(isPassword(p)).toBe(true);
  });
  it('rejects only letters, only digits, 5 and 19 characters, other characters', () => {
    expect(isPassword('abcdefgh')).toBe(false);
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('abc12')).toBe(false);
    expect(isPassword('abcdefghijklmnop123')).toBe(false);
    expect(isPassword('abc 123')).toBe(false);
    expect(isPassword('abc123!')).toBe(false);
    expect(isPassword('密码abc123')).toBe(false);
  });
  it('gives the exact message', () => {
    expect(checkPassword('abcdef')).toBe('请输入6-18位数字字母组合密码');
    expect(checkPassword(undefined)).toBe('请输入6-18位数字字母组合密码');
    expect(checkPassword('abc123')).toBeUndefined();
  });
});

describe('image captcha', () => {
  it('accepts exactly 4 alphanumerics', () => {
    expect(isCaptcha('aB3d')).toBe(true);
    expect(isCaptcha('1234')).toBe(true);
  });
  it('rejects 3 and 5 characters and symbols', () => {
    expect(isCaptcha('ab1')).toBe(false);
    expect(isCaptcha('ab123')).toBe(false);
    expect(isCaptcha('ab1!')).toBe(false);
  });
  it('gives the exact messages', () => {
    expect(checkCaptcha('')).toBe('请输入图形验证码');
    expect(checkCaptcha('ab1')).toBe('图形验证码不正确');
    expect(checkCaptcha('ab123')).toBe('图形验证码不正确');
    expect(checkCaptcha(' aB3d ')).toBeUndefined();
  });
});

describe('SMS code', () => {
  it('accepts exactly 6 digits', () => {
    expect(isSmsCode('012345')).toBe(true);
  });
  it('rejects letters and wrong lengths', () => {
    expect(isSmsCode('12345a')).toBe(false);
    expect(isSmsCode('abcdef')).toBe(false);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('1234567')).toBe(false);
  });
  it('gives the exact messages', () => {
    expect(checkSmsCode('')).toBe(MSG.smsRequired);
    expect(checkSmsCode('12a456')).toBe('短信验证码错误,请重新输入');
    expect(checkSmsCode('1234567')).toBe('短信验证码错误,请重新输入');
    expect(checkSmsCode(123456)).toBeUndefined();
  });
});
