import { z } from 'zod';
import { SEAL_LIMITS, SEAL_MSG } from '../../constants/seals';
import { MSG } from '../../constants/messages';
import { hasSpecialChars } from '../../validators/special-chars';
import { ZSealItem } from './seal-item';

/**
 * The name of a drawn signature: required, at most SEAL_LIMITS.nameMax characters (code points),
 * no special characters (001 §5 shared validator), no control characters.
 */
export const zSealName = z
  .string({ error: SEAL_MSG.nameRequired })
  .trim()
  .min(1, { error: SEAL_MSG.nameRequired })
  .refine((v) => [...v].length <= SEAL_LIMITS.nameMax, { error: SEAL_MSG.nameTooLong })
  .refine((v) => !hasSpecialChars(v), { error: `印章名称${MSG.specialChars}` })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: `印章名称${MSG.specialChars}` });

/**
 * POST /api/seal/create, multipart (our path; 001 §7 names no create call): `name` and `file`, the
 * handwritten signature drawn in the browser as a PNG. Answers the stored seal.
 */
export const ZSealCreateFields = z.object({ name: zSealName });
export const ZSealCreateResult = ZSealItem;
export type TSealCreateResult = z.infer<typeof ZSealCreateResult>;
