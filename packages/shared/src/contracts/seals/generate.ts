import { z } from 'zod';
import { ZSealItem } from './seal-item';

/**
 * GET /api/seal/preview: the seal the server would generate from the caller's verified name (a
 * company's round seal or a person's square name stamp), as a PNG data URL; nothing is stored.
 * POST /api/seal/generate: generates and stores it, named after the verified name.
 */
export const ZSealPreview = z.object({
  kind: z.enum(['company', 'person']),
  name: z.string(),
  /** data:image/png;base64,… */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TSealPreview = z.infer<typeof ZSealPreview>;

export const ZSealGenerateResult = ZSealItem;
export type TSealGenerateResult = z.infer<typeof ZSealGenerateResult>;
