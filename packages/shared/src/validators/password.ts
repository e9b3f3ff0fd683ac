import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';

/** 6–18 characters, letters and digits both required (001 §5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,18}$/;

export function isPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/** Passwords are not trimmed: a space is a character the user typed. */
export const zPassword = z
  .string({ error: MSG.passwordRule })
  .regex(PASSWORD_PATTERN, { error: MSG.passwordRule });

export const checkPassword = (value: unknown) => firstIssue(zPassword, value);

/**
 * The "confirm = password" refinement of the forms that set a password. zod skips an object's
 * refinements once any field failed, so a mismatch went unflagged while the password itself (or any
 * other field, e.g. an unfilled SMS code) was invalid; `when` runs it whenever both are strings.
 */
export function confirmMatchesPassword(message: string): [
  (v: { password: string; confirmPassword: string }) => boolean,
  { error: string; path: ['confirmPassword']; when: (payload: { value: unknown }) => boolean },
] {
  return [
    (v) => v.password === v.confirmPassword,
    {
      error: message,
      path: ['confirmPassword'],
      when: ({ value }) => {
        const v = value as { password?: unknown; confirmPassword?: unknown } | null;
        return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
      },
    },
  ];
}
