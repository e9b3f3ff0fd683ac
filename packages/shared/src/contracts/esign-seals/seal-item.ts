import { z } from 'zod';
import { ESIGN_SEAL_LIMITS, ESIGN_SEAL_MSG } from '../../constants/esign-seals';
import { MSG } from '../../constants/messages';
import { hasSpecialChars } from '../../validators/special-chars';
import { zId } from '../../validators/ids';

/**
 * A company e-seal as every seal call answers it (docs/esign.md "Company e-seals"). `image_url` is a
 * short-lived link signed for the company's main account (GET /api/ElcSign/sealImage?id&token), so
 * an <img> can show it; times are milliseconds since the epoch.
 */
export const ZEsignSealItem = z.object({
  id: z.number().int(),
  name: z.string(),
  seal_type: z.enum(['contract', 'official']),
  seal_type_name: z.string(),
  source: z.enum(['generated', 'uploaded']),
  source_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  image_url: z.string(),
});
export type TEsignSealItem = z.infer<typeof ZEsignSealItem>;

/** A seal id (the shared id rule: digits or a whole number, nothing else). */
export const zEsignSealId = zId(ESIGN_SEAL_MSG.idInvalid);
export const ZEsignSealIdRequest = z.object({ id: zEsignSealId });
export type TEsignSealIdRequest = { id: string | number };

export const zEsignSealType = z.enum(['contract', 'official'], { error: ESIGN_SEAL_MSG.typeRequired });

/** A seal's name: required, at most nameMax characters, no special or control characters. */
export const zEsignSealName = z
  .string({ error: ESIGN_SEAL_MSG.nameRequired })
  .trim()
  .min(1, { error: ESIGN_SEAL_MSG.nameRequired })
  .refine((v) => [...v].length <= ESIGN_SEAL_LIMITS.nameMax, { error: ESIGN_SEAL_MSG.nameTooLong })
  .refine((v) => !hasSpecialChars(v), { error: `印章名称${MSG.specialChars}` })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: `印章名称${MSG.specialChars}` });
