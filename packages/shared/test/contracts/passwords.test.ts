import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/constants/messages';
import { ZEditPasswordRequest, ZRegisterRequest, ZResetPasswordRequest } from '../../src/contracts';

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

/** Issue 14: a mismatched confirmation must be flagged even while the password itself is invalid. */
describe('confirm password', () => {
  it('registration flags a mismatch while the password is invalid and other fields are empty', () => {
    const r = ZRegisterRequest.safeParse({ phone: '13800000001', password: 'abc', confirmPassword: 'xyz' });
    expect(messagesOf(r, 'password')).toEqual([MSG.passwordRule]);
    expect(messagesOf(r, 'confirmPassword')).toEqual([MSG.confirmPasswordMismatch]);
  });

  it('an empty confirmation says so first; equal values raise nothing on the confirmation', () => {
    const empty = ZRegisterRequest.safeParse({ password: 'abc', confirmPassword: '' });
    expect(messagesOf(empty, 'confirmPassword')[0]).toBe(MSG.confirmPasswordRequired);
    const same = ZRegisterRequest.safeParse({ password: 'abc', confirmPassword: 'abc' });
    expect(messagesOf(same, 'confirmPassword')).toEqual([]);
  });

  it('password reset and password change flag it the same way', () => {
    const reset = ZResetPasswordRequest.safeParse({ phone: '13800000001', password: '12', confirmPassword: '13' });
    expect(messagesOf(reset, 'confirmPassword')).toEqual([MSG.confirmPasswordMismatch]);
    const edit = ZEditPasswordRequest.safeParse({ oldPassword: '', password: 'short', confirmPassword: 'other' });
    expect(messagesOf(edit, 'confirmPassword')).toEqual([MSG.passwordMismatch]);
  });

  it('registration requires the image captcha', () => {
    const r = ZRegisterRequest.safeParse({ phone: '13800000001', password: 'abc123', confirmPassword: 'abc123', smsCode: '123456', agree: '1' });
    expect(messagesOf(r, 'imgCode')).toEqual([MSG.captchaRequired]);
    expect(messagesOf(r, 'captchaKey')).toEqual([MSG.captchaExpired]);
  });
});
