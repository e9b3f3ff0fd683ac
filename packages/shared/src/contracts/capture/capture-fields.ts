import { z } from 'zod';
import { CAPTURE_KIND_OF_TYPE, CAPTURE_LIMITS, CAPTURE_MSG } from '../../constants/capture';
import { MSG } from '../../constants/messages';
import { CONTROL_CHARS } from '../../validators/text';
import { zId } from '../../validators/ids';

/** A capture's id, by the shared id rule. */
export const zCaptureId = zId(CAPTURE_MSG.badId);

/** The list's `type`: the order type codes of 001 §9 that captures have (web 2, virtual machine 9, TV box 8). */
export const zCaptureType = z
  .union([z.string(), z.number()], { error: CAPTURE_MSG.badType })
  .transform((v) => Number(typeof v === 'string' ? v.trim() : v))
  .refine((n): n is 2 | 9 | 8 => Object.hasOwn(CAPTURE_KIND_OF_TYPE, n), { error: CAPTURE_MSG.badType });

/** A label: trimmed, at most 30 characters, no control characters; empty clears it. */
export const zCaptureLabel = z
  .union([z.string(), z.null()], { error: CAPTURE_MSG.labelTooLong })
  .transform((v) => (v === null ? null : v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || [...v].length <= CAPTURE_LIMITS.labelMax, { error: CAPTURE_MSG.labelTooLong })
  .refine((v) => v === null || !CONTROL_CHARS.test(v), { error: MSG.invalidChars });

/** A capture's title: required, trimmed, at most 100 characters, no control characters. */
export const zCaptureTitle = z
  .string({ error: CAPTURE_MSG.titleRequired })
  .trim()
  .min(1, { error: CAPTURE_MSG.titleRequired })
  .refine((v) => [...v].length <= CAPTURE_LIMITS.titleMax, { error: CAPTURE_MSG.titleTooLong })
  .refine((v) => !CONTROL_CHARS.test(v), { error: MSG.invalidChars });
