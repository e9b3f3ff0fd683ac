import { describe, expect, it } from 'vitest';
import { beijingTime } from '../../../src/providers/alipay/gateway';
import { centsOfYuan, subjectOf, yuanText } from '../../../src/providers/payment/alipay/money';
import { parseNoticeForm, signedFields } from '../../../src/providers/payment/alipay/notice-form';

describe('Alipay amounts, times and forms', () => {
  it('cents ↔ yuan text exactly', () => {
    expect([1, 10, 30, 1999, 5000, 123456789].map(yuanText)).toEqual(['0.01', '0.10', '0.30', '19.99', '50.00', '1234567.89']);
    expect(['0.01', '0.1', '0.10', '19.99', '50', '1234567.89'].map(centsOfYuan)).toEqual([1, 10, 10, 1999, 5000, 123456789]);
    for (const bad of ['-1.00', '1.001', '1e3', '', ' ', '0x10', '1,00', 12 as unknown as string]) expect(centsOfYuan(bad)).toBeNull();
    expect(() => yuanText(1.5)).toThrow();
  });

  it('time_expire is Beijing time whatever the server\'s zone', () => {
    expect(beijingTime(Date.UTC(2026, 11, 3, 16, 30, 5))).toBe('2026-12-04 00:30:05');
  });

  it('the subject leaves out what Alipay refuses and what would break the form', () => {
    expect(subjectOf('公证费 A/B=1&2 "x" <y>')).toBe('公证费 A B 1 2 x y');
    expect(subjectOf('')).toBe('订单支付');
  });

  it('a notice form is decoded once; a field twice or bytes that are not UTF-8 refuse it; empty fields are not signed', () => {
    expect(parseNoticeForm(Buffer.from('a=%25E4+b&subject=%E5%85%AC%E8%AF%81&body='))).toEqual({ a: '%E4 b', subject: '公证', body: '' });
    expect(parseNoticeForm(Buffer.from('a=1&a=2'))).toBeNull();
    expect(parseNoticeForm(Buffer.from([0x61, 0x3d, 0xff]))).toBeNull();
    expect(signedFields({ a: '1', body: '', sign_type: 'RSA2' })).toEqual({ a: '1', sign_type: 'RSA2' });
  });
});
