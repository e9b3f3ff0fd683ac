import { z } from 'zod';
import { EXTRACT_CODE_MAX } from '../constants/limits';
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

/** Extraction code (000 §5): required, at most 30 characters, no special characters. */
export const zExtractCode = requiredText(
  MSG.extractCodeRequired,
  EXTRACT_CODE_MAX,
  MSG.extractCodeTooLong,
).pipe(z.string().refine((v) => !hasSpecialChars(v), { error: MSG.extractCodeInvalid }));

// Built once: the checks run on every keystroke of a form.
const nonEmpty = zNonEmpty();
const safeText = zSafeText();
const optionalSafeText = zOptionalSafeText();

export const checkNonEmpty = (value: unknown) => firstIssue(nonEmpty, value);
export const checkSafeText = (value: unknown) => firstIssue(safeText, value);
export const checkOptionalSafeText = (value: unknown) => firstIssue(optionalSafeText, value);
export const checkExtractCode = (value: unknown) => firstIssue(zExtractCode, value);

export function isExtractCode(value: string): boolean {
  return checkExtractCode(value) === undefined;
}
