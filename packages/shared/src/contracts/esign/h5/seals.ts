import { z } from 'zod';

/** GET /api/h5elesign/seals {token}: a company signer's usable seals, images as data URLs. */
export const ZH5Seal = z.object({ id: z.number().int(), name: z.string(), sealType: z.string(), image: z.string() });
export const ZH5Seals = z.object({ list: z.array(ZH5Seal) });
export type TH5Seal = z.infer<typeof ZH5Seal>;
