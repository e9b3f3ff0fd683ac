import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { requiredText } from './text';

/** Image captcha: 4 alphanumerics (001 §5). */
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{4}$/;
/** SMS code: 6 digits (001 §5). */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const zCaptcha = requiredText(MSG.captchaRequired, 4, MSG.captchaWrong).pipe(
  z.string().regex(CAPTCHA_PATTERN, { error: MSG.captchaWrong }),
);

export const zSmsCode = requiredText(MSG.smsRequired, 6, MSG.smsWrong).pipe(
  z.string().regex(SMS_CODE_PATTERN, { error: MSG.smsWrong }),
);

export function isCaptcha(value: string): boolean {
  return CAPTCHA_PATTERN.test(value);
}

export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

export const checkCaptcha = (value: unknown) => firstIssue(zCaptcha, value);
export const checkSmsCode = (value: unknown) => firstIssue(zSmsCode, value);
