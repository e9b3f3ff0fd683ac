import { z } from 'zod';
import { MSG } from '../constants/messages';

/** C0 control characters and DEL: never part of a typed value, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const noControlChars = (v: string) => !CONTROL_CHARS.test(v);

/**
 * A required string field with one message for "missing or empty" and one for "not a string".
 * Form-encoded bodies only carry strings, so numbers sent as JSON are turned into strings first.
 */
export function requiredText(emptyMessage: string, maxLength = 200, tooLongMessage?: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: emptyMessage })
      .min(1, { error: emptyMessage })
      .max(maxLength, { error: tooLongMessage ?? `长度不能超过${maxLength}个字符` })
      .refine(noControlChars, { error: MSG.invalidChars }),
  );
}

/** An optional string: absent, empty or whitespace-only becomes undefined. */
export function optionalText(maxLength = 200) {
  return z.preprocess(
    (v) => {
      if (typeof v === 'number') return String(v);
      if (typeof v !== 'string') return v;
      const t = v.trim();
      return t === '' ? undefined : t;
    },
    z
      .string({ error: '参数格式不正确' })
      .max(maxLength, { error: `长度不能超过${maxLength}个字符` })
      .refine(noControlChars, { error: MSG.invalidChars })
      .optional(),
  );
}

/**
 * Format characters that show as nothing: zero-width spaces and joiners, direction marks and overrides,
 * the BOM. In a line of a notarial document they hide or reorder text, and a field of only them looks
 * filled while it prints blank.
 */
export const INVISIBLE_CHARS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** A UTF-16 surrogate without its pair: not a character at all, and not storable as UTF-8 (review finding 7). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** One line of text a document prints: no control characters (so no line breaks), no invisible ones, no half characters. */
export const isPrintableLine = (v: string) => !CONTROL_CHARS.test(v) && !INVISIBLE_CHARS.test(v) && !LONE_SURROGATE.test(v);
