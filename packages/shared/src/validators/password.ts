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
