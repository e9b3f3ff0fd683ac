import { describe, expect, it } from 'vitest';
import { encodeForm, toFormValue, withQuery } from './form-encode';

describe('form encoding', () => {
  it('drops absent values and encodes the rest', () => {
    expect(encodeForm({ phone: '13800000001', imgCode: undefined, x: null, agree: '1' }).toString()).toBe(
      'phone=13800000001&agree=1',
    );
  });
  it('encodes Chinese and reserved characters', () => {
    expect(encodeForm({ name: '张三 & 李四' }).toString()).toBe('name=%E5%BC%A0%E4%B8%89+%26+%E6%9D%8E%E5%9B%9B');
  });
  it('turns booleans, numbers and lists into text', () => {
    expect(toFormValue(true)).toBe('1');
    expect(toFormValue(false)).toBe('0');
    expect(toFormValue(12.5)).toBe('12.5');
    expect(toFormValue(Number.NaN)).toBeUndefined();
    expect(toFormValue([1, 2])).toBe('[1,2]');
  });
  it('builds query strings', () => {
    expect(withQuery('/api/admin/smsOutbox', { page: 2, phone: '' })).toBe('/api/admin/smsOutbox?page=2&phone=');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });
});
