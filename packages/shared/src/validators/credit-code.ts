import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { requiredText } from './text';

/** GB 32100-2015 alphabet: digits and capitals without I, O, Z, S, V; a character's value is its index. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1–17 (3^(i) mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;
/** Registration authorities of GB 32100-2015 appendix A (1–9 ministries, A military, N agriculture, Y other). */
const AUTHORITY_CHARS = '123456789ANY';

/** Codes are printed in capitals; accept what users type in lower case. */
export function normaliseCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character (position 18) of the first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new RangeError('expected 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) throw new RangeError(`not a credit code character: ${first17[i]}`);
    sum += v * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/** 18 characters of the GB 32100 alphabet (either case) with a correct check character. */
export function isCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/**
 * Stricter, optional structure check: a known registration authority and a numeric 6-digit
 * administrative region (positions 3–8). Not part of isCreditCode because authorities may add codes.
 */
export function hasCreditCodeStructure(value: string): boolean {
  const code = value.toUpperCase();
  return isCreditCode(code) && AUTHORITY_CHARS.includes(code[0] ?? '') && /^\d{6}$/.test(code.slice(2, 8));
}

/** Required credit code; the output is trimmed and upper-cased. */
export const zCreditCode = requiredText(MSG.creditCodeRequired, 18, MSG.creditCodeInvalid).pipe(
  z
    .string()
    .refine((v) => isCreditCode(v), { error: MSG.creditCodeInvalid })
    .transform(normaliseCreditCode),
);

export const checkCreditCode = (value: unknown) => firstIssue(zCreditCode, value);
