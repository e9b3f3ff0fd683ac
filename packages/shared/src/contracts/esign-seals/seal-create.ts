import { z } from 'zod';
import { ESIGN_SEAL_MSG } from '../../constants/esign-seals';
import { ZEsignSealItem, zEsignSealName, zEsignSealType } from './seal-item';

const optionalName = z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), zEsignSealName.optional());

/**
 * POST /api/ElcSign/sealCreate (001 §7), either
 * - form or JSON `{mode: 'generate', seal_type, name?}`: the round red seal drawn from the company's
 *   verified name (name defaults to the kind's name), or
 * - multipart `seal_type`, `name`, `file`: a transparent PNG, judged by its content.
 */
export const ZEsignSealGenerateRequest = z.object({
  mode: z.literal('generate', { error: ESIGN_SEAL_MSG.modeInvalid }),
  seal_type: zEsignSealType,
  name: optionalName,
});
export const ZEsignSealUploadFields = z.object({ seal_type: zEsignSealType, name: zEsignSealName });
export const ZEsignSealCreateResult = ZEsignSealItem;

/** GET /api/ElcSign/sealPreview {seal_type} (ours): the seal generate would store, nothing stored. */
export const ZEsignSealPreviewQuery = z.object({ seal_type: zEsignSealType });
export const ZEsignSealPreview = z.object({
  company: z.string(),
  seal_type: z.enum(['contract', 'official']),
  /** data:image/png;base64,… */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TEsignSealPreview = z.infer<typeof ZEsignSealPreview>;
