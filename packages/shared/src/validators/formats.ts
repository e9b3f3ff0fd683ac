import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { requiredText } from './text';

/** Postcode: 6 digits (001 §5). */
export const POSTCODE_PATTERN = /^\d{6}$/;
/** Numeric id (bank account and similar numbers): 8–25 digits (001 §5). */
export const NUMERIC_ID_PATTERN = /^\d{8,25}$/;
/** zod's own e-mail pattern, so the boolean check and the schema never disagree. */
export const EMAIL_PATTERN = z.regexes.email;
/** RFC 5321 limit of a forward path. */
const EMAIL_MAX = 254;

export function isPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

export function isNumericId(value: string): boolean {
  return NUMERIC_ID_PATTERN.test(value);
}

export const zPostcode = requiredText(MSG.postcodeRequired, 6, MSG.postcodeInvalid).pipe(
  z.string().regex(POSTCODE_PATTERN, { error: MSG.postcodeInvalid }),
);

export const zEmail = requiredText(MSG.emailRequired, EMAIL_MAX, MSG.emailInvalid).pipe(
  z.string().regex(EMAIL_PATTERN, { error: MSG.emailInvalid }),
);

/** A numeric id field; the empty message names the field (for example '请输入银行账号'). */
export function numericIdField(emptyMessage: string = MSG.cannotBeEmpty) {
  return requiredText(emptyMessage, 25, MSG.numericIdInvalid).pipe(
    z.string().regex(NUMERIC_ID_PATTERN, { error: MSG.numericIdInvalid }),
  );
}

export const zNumericId = numericIdField();

export const checkPostcode = (value: unknown) => firstIssue(zPostcode, value);
export const checkEmail = (value: unknown) => firstIssue(zEmail, value);
export const checkNumericId = (value: unknown) => firstIssue(zNumericId, value);
