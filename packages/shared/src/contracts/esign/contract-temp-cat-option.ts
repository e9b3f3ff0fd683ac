import { z } from 'zod';

/** GET /api/ElcSign/contractTempCatOption (001 §7): the template categories, value → label. */
export const ZContractTempCatOption = z.object({ list: z.array(z.object({ value: z.string(), label: z.string() })) });
export type TContractTempCatOption = z.infer<typeof ZContractTempCatOption>;
