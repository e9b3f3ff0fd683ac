import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';

/** Sex codes of the specification (000 §3): 0 male, 1 female. */
export const Gender = { male: 0, female: 1 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export function isGender(value: unknown): value is Gender | '0' | '1' {
  return value === 0 || value === 1 || value === '0' || value === '1';
}

/** Form-encoded bodies send '0'/'1'; a blank string means the radio was left unset. */
function toGenderInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? undefined : Number(t);
}

/** Required sex code ('性别不能为空' when missing); the output is the number 0 or 1. */
export const zGender = z.preprocess(
  toGenderInput,
  z.union([z.literal(Gender.male), z.literal(Gender.female)], {
    error: (issue) => (issue.input === undefined ? MSG.genderRequired : MSG.genderInvalid),
  }),
);

export const checkGender = (value: unknown) => firstIssue(zGender, value);
