import { z } from 'zod';
import { SEAL_MSG } from '../../constants/seals';
import { zId } from '../../validators/ids';

/**
 * Signature/Seal (001 §3): id, name, pic_url, add_time, is_default ('1' default). `pic_url` is a
 * short-lived signed link for the owner (GET /api/download/seal-image/<token>); `add_time` is
 * milliseconds since the epoch; `kind` says how it was made (drawn, company, person).
 */
export const ZSealItem = z.object({
  id: z.number().int(),
  name: z.string(),
  pic_url: z.string(),
  add_time: z.number().int(),
  is_default: z.enum(['0', '1']),
  kind: z.enum(['drawn', 'company', 'person']),
  width: z.number().int(),
  height: z.number().int(),
});
export type TSealItem = z.infer<typeof ZSealItem>;

/** `id` of set-default and delete (001 §7): a positive whole number, sent as text or number. */
export const zSealId = zId(SEAL_MSG.idInvalid);

export const ZSealIdRequest = z.object({ id: zSealId });
export type TSealIdRequest = { id: string | number };
