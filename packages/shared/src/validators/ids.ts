import { z } from 'zod';

/**
 * Record ids (auto-increment positive integers, decision 11) as every call takes them: a JSON number
 * that is a safe positive integer, or its decimal digits as text (a form field, a query), spaces
 * around allowed. Nothing else: z.coerce.number turned ["15"] into 15, '0xb' into 11, true into 1
 * and '1e1' into 10, so a destructive call acted on a record nobody named (issue 14).
 */
const ID_TEXT = /^[1-9]\d{0,15}$/;

/** The id `v` names, or null when it is not exactly one id. */
export function toId(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v !== 'string') return null;
  const t = v.trim();
  if (!ID_TEXT.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** One required id; anything else is refused with `msg`. */
export function zId(msg: string) {
  return z.union([z.string(), z.number()], { error: msg }).transform((v, ctx) => {
    const id = toId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: msg });
      return z.NEVER;
    }
    return id;
  });
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional id: absent, null or blank text ('' from a form or a query) is undefined. */
export function zOptionalId(msg: string) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), zId(msg).optional());
}

export interface IdListRules {
  /** nothing selected */
  empty: string;
  /** an element that is not an id */
  bad: string;
  /** more than `max` distinct ids */
  tooMany: string;
  max: number;
  /** count repeats against `max` too (invoiceAsk refuses a list longer than its limit as sent) */
  countRepeats?: boolean;
}

/**
 * A list of ids as 000 §7 names them: comma-separated text ('1,2,3'), or one JSON number (a list of
 * one); each element by the rule of `toId`. An array is refused like in every other field (a form
 * field sent twice arrives as one). Answers the distinct ids in the order given.
 */
export function zIdList(rules: IdListRules) {
  // absent is "nothing selected"
  const normalise = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v);
  const list = z
    .string({ error: rules.bad })
    .max(rules.max * 18 + 2, { error: rules.tooMany })
    .transform((v, ctx) => {
      const parts = v.split(',').filter((p) => p.trim() !== '');
      if (parts.length === 0) {
        ctx.addIssue({ code: 'custom', message: rules.empty });
        return z.NEVER;
      }
      const ids = parts.map(toId);
      if (ids.some((id) => id === null)) {
        ctx.addIssue({ code: 'custom', message: rules.bad });
        return z.NEVER;
      }
      const distinct = [...new Set(ids as number[])];
      if (distinct.length > rules.max || (rules.countRepeats === true && parts.length > rules.max)) {
        ctx.addIssue({ code: 'custom', message: rules.tooMany });
        return z.NEVER;
      }
      return distinct;
    });
  return z.preprocess(normalise, list);
}
