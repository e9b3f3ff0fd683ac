import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { requiredText } from './text';

/** 11 digits, starts with 1, second digit 3–9 (001 §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A required phone field; the empty message names the field (for example '请输入新手机号'). */
export function phoneField(emptyMessage: string) {
  return requiredText(emptyMessage, 11, MSG.phoneInvalid).pipe(z.string().regex(PHONE_PATTERN, { error: MSG.phoneInvalid }));
}

export const zPhone = phoneField(MSG.phoneRequired);

export const checkPhone = (value: unknown) => firstIssue(zPhone, value);
