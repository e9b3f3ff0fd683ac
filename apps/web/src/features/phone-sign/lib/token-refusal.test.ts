import { describe, expect, it } from 'vitest';
import { SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ApiError } from '@/lib/api-client';
import { isTokenRefusal, signPath } from './token-refusal';

describe('isTokenRefusal', () => {
  it('is true for the server’s three refusals of the QR code only', () => {
    for (const msg of [SIGN_INTENT_MSG.expired, SIGN_INTENT_MSG.used, SIGN_INTENT_MSG.badToken]) expect(isTokenRefusal(new ApiError({ code: 400, msg, data: null }))).toBe(true);
    expect(isTokenRefusal(new ApiError({ code: 400, msg: '短信验证码错误,请重新输入', data: null }))).toBe(false);
    expect(isTokenRefusal(new ApiError({ code: 400, msg: SIGN_INTENT_MSG.verifyFirst, data: null }))).toBe(false);
    expect(isTokenRefusal(new Error(SIGN_INTENT_MSG.expired))).toBe(false);
  });
  it('keeps the token in the query, encoded', () => {
    expect(signPath('manual', 'a_b-C')).toBe('/signature-manual?token=a_b-C');
    expect(signPath('end', 'a b&c')).toBe('/signature-end?token=a%20b%26c');
  });
});
