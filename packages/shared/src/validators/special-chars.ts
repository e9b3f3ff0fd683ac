import { z } from 'zod';
import { EXTRACT_CODE_MAX, EXTRACT_CODE_MIN } from '../constants/limits';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { optionalText, requiredText } from './text';

/** Forbidden in free text (001 §5): backslash, double and single quote, < >, { }, [ ]. */
export const SPECIAL_CHAR_PATTERN = /[\\"'<>{}[\]]/;

export function hasSpecialChars(value: string): boolean {
  return SPECIAL_CHAR_PATTERN.test(value);
}

/** Non-empty: a string with something other than white space, or a finite number. */
export function isNonEmpty(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** The non-empty validator (invoice header fields, 001 §5); the output is trimmed. */
export function zNonEmpty(message: string = MSG.cannotBeEmpty, maxLength = 200) {
  return requiredText(message, maxLength);
}

/** Required text without special characters. */
export function zSafeText(emptyMessage: string = MSG.cannotBeEmpty, maxLength = 200) {
  return requiredText(emptyMessage, maxLength).pipe(
    z.string().refine((v) => !hasSpecialChars(v), { error: MSG.specialChars }),
  );
}

/** Optional text without special characters; blank becomes undefined. */
export function zOptionalSafeText(maxLength = 200) {
  return optionalText(maxLength).refine((v) => v === undefined || !hasSpecialChars(v), {
    error: MSG.specialChars,
  });
}

/**
 * An extraction code as given to extract (000 §5): required, at most 30 characters, no special
 * characters. Codes set before the strength rule below keep working until their owner changes them.
 */
export const zExtractCode = requiredText(
  MSG.extractCodeRequired,
  EXTRACT_CODE_MAX,
  MSG.extractCodeTooLong,
).pipe(z.string().refine((v) => !hasSpecialChars(v), { error: MSG.extractCodeInvalid }));

/**
 * What a code may be made of: letters of any script (中文 included), the digits 0–9 and visible ASCII
 * symbols; never a space, an emoji, a control, format or direction character (a right-to-left
 * override makes the code read differently from how it is stored), nor the special characters.
 */
const CODE_CHARS = /^[\p{L}0-9!#$%&()*+,\-./:;=?@^_`|~]+$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /[0-9]/;

/**
 * A new extraction code (setExtractCode, issue 14): besides the rules above, 6–30 characters of
 * letters, digits and common symbols, with at least one letter and one digit, so a code is not
 * guessed in the few tries the extraction locks allow ('1', 'NaN' and 'abcdef' are refused).
 */
export const zNewExtractCode = zExtractCode.pipe(
  z
    .string()
    .refine((v) => CODE_CHARS.test(v), { error: MSG.extractCodeChars, abort: true })
    .refine((v) => [...v].length >= EXTRACT_CODE_MIN, { error: MSG.extractCodeTooShort, abort: true })
    .refine((v) => HAS_LETTER.test(v) && HAS_DIGIT.test(v), { error: MSG.extractCodeWeak }),
);

// Built once: the checks run on every keystroke of a form.
const nonEmpty = zNonEmpty();
const safeText = zSafeText();
const optionalSafeText = zOptionalSafeText();

export const checkNonEmpty = (value: unknown) => firstIssue(nonEmpty, value);
export const checkSafeText = (value: unknown) => firstIssue(safeText, value);
export const checkOptionalSafeText = (value: unknown) => firstIssue(optionalSafeText, value);
export const checkExtractCode = (value: unknown) => firstIssue(zExtractCode, value);
export const checkNewExtractCode = (value: unknown) => firstIssue(zNewExtractCode, value);

export function isExtractCode(value: string): boolean {
  return checkExtractCode(value) === undefined;
}
