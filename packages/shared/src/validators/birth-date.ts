import { z } from 'zod';
import { MSG } from '../constants/messages';
import { chinaToday, isRealDate } from './national-id';
import { requiredText } from './text';

/** A birth date as the forms send it: YYYY-MM-DD. */
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MIN_YEAR = 1900;

/** A real calendar day between 1900-01-01 and today (China time), written YYYY-MM-DD. */
export function isBirthDate(value: string, now: Date = new Date()): boolean {
  if (!BIRTH_DATE_PATTERN.test(value)) return false;
  const ymd = value.replaceAll('-', '');
  return Number(ymd.slice(0, 4)) >= MIN_YEAR && isRealDate(ymd) && ymd <= chinaToday(now);
}

/** A required birth date field; the empty message names the field. */
export function birthDateField(emptyMessage: string) {
  return requiredText(emptyMessage, 10, MSG.birthDateInvalid).pipe(
    z.string().refine((v) => isBirthDate(v), { error: MSG.birthDateInvalid }),
  );
}
