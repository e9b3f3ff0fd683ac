import { z } from 'zod';
import { zId } from '../../validators/ids';
import { CONTROL_CHARS } from '../../validators/text';

/** Form bodies carry text: '' means absent. */
export const blankToUndefined = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? undefined : t;
  }
  return v === null ? undefined : v;
};

/** A positive id (form text or JSON number), refused with `msg`. */
export function zInvoiceRefId(msg: string) {
  return zId(msg);
}

/** An optional whole number in [min, max] (query or form text). */
export function zInvoiceOptInt(msg: string, min: number, max: number) {
  return z.preprocess(blankToUndefined, z.coerce.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg }).optional());
}

/** An optional text without control characters, at most `max` characters. */
export function zInvoiceOptText(max: number, tooLong: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: '参数格式不正确' })
      .max(max, { error: tooLong })
      .refine((v) => !CONTROL_CHARS.test(v), { error: '包含不允许的字符' })
      .optional(),
  );
}

/** Money as the pages show it: invoiceYuan with 2 decimals, from exact cents. */
export function invoiceYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
