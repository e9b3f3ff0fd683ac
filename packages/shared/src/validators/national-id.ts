import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { Gender } from './gender';
import { requiredText } from './text';

/** GB 11643-1999 weights of the first 17 digits (2^(17−i) mod 11). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** ISO 7064 MOD 11-2: the check character for (weighted sum mod 11). */
const CHECK_CHARS = '10X98765432';
const ID18_PATTERN = /^[1-9]\d{16}[\dX]$/;
/** The pre-1999 form: 6-digit region, YYMMDD (always 19xx), 3-digit sequence, no check digit. */
const ID15_PATTERN = /^[1-9]\d{14}$/;
const MIN_BIRTH_YEAR = 1900;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Lower-case x is what people type on a phone keyboard; the card prints X. */
export function normaliseNationalId(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character of the first 17 digits of an 18-digit number. */
export function nationalIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** Today as YYYYMMDD on the Chinese calendar day, so a server running in UTC agrees with the user. */
export function chinaToday(now: Date): string {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** Whether YYYYMMDD names a day that exists (rejects 19990230, 20010229). */
export function isRealDate(ymd: string): boolean {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The birth date digits (YYYYMMDD) of a well-formed number, before any date check. */
function birthDigits(id: string): string | undefined {
  if (ID18_PATTERN.test(id)) return id.slice(6, 14);
  if (ID15_PATTERN.test(id)) return `19${id.slice(6, 12)}`;
  return undefined;
}

/**
 * A valid 18-digit (GB 11643-1999 with MOD 11-2 check digit) or 15-digit resident ID number with a
 * real birth date between 1900 and today. `now` is injectable for tests.
 */
export function isNationalId(value: string, now: Date = new Date()): boolean {
  const id = value.toUpperCase();
  const birth = birthDigits(id);
  if (birth === undefined) return false;
  if (Number(birth.slice(0, 4)) < MIN_BIRTH_YEAR || !isRealDate(birth)) return false;
  if (birth > chinaToday(now)) return false;
  return id.length === 15 || nationalIdCheckChar(id.slice(0, 17)) === id[17];
}

/** Birth date as YYYY-MM-DD (the form's date format), or undefined when the number is invalid. */
export function nationalIdBirthDate(value: string, now: Date = new Date()): string | undefined {
  if (!isNationalId(value, now)) return undefined;
  const b = birthDigits(value.toUpperCase()) ?? '';
  return `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6, 8)}`;
}

/** Sex from the sequence number's last digit (odd = male), or undefined when the number is invalid. */
export function nationalIdSex(value: string, now: Date = new Date()): Gender | undefined {
  if (!isNationalId(value, now)) return undefined;
  const digit = Number(value.length === 18 ? value[16] : value[14]);
  return digit % 2 === 1 ? Gender.male : Gender.female;
}

/** A required ID number field; the empty message names the field. The output is trimmed and upper-cased. */
export function nationalIdField(emptyMessage: string) {
  return requiredText(emptyMessage, 18, MSG.idCardInvalid).pipe(
    z
      .string()
      .refine((v) => isNationalId(v), { error: MSG.idCardInvalid })
      .transform(normaliseNationalId),
  );
}

/** Required ID number; the output is trimmed and upper-cased. */
export const zNationalId = nationalIdField(MSG.idCardRequired);

export const checkNationalId = (value: unknown) => firstIssue(zNationalId, value);
