import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { CONTROL_CHARS } from '../../validators/text';

/** Query strings carry text: '' (an empty filter of the page) means "absent". */
const blankToUndefined = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? undefined : t;
  }
  return v === null ? undefined : v;
};

/** An optional whole number from a query string, refused with `msg` unless min ≤ n ≤ max. */
export function optionalInt(msg: string, min: number, max: number) {
  return z.preprocess(blankToUndefined, z.coerce.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg }).optional());
}

/** An optional text filter of at most `max` characters, without control characters. */
export function optionalFilterText(msg: string, max: number, tooLong: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: msg })
      .max(max, { error: tooLong })
      .refine((v) => !CONTROL_CHARS.test(v), { error: MSG.invalidChars })
      .optional(),
  );
}
