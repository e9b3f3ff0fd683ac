import { z } from 'zod';
import { ESIGN } from '../../constants/esign';
import { ESIGN_FLOW_MSG } from '../../constants/esign-flows';
import { zPhone } from '../../validators/phone';

/**
 * POST /api/ElcSign/signerSeals (ours; issue 24 item 6, decision 826): before sending, whether each company
 * signer the sender typed (phone + company name) can stamp — only a yes for the exact pair of a verified company
 * main account's login phone and its verified name with a usable seal, the same no for every other case — and,
 * for a company main account, its own company's name, phone and usable seals for 本方自动盖章.
 */
export const ZSignerSealsRequest = z.object({
  signers: z
    .array(z.object({ phone: zPhone, companyName: z.string().trim().min(1, { error: ESIGN_FLOW_MSG.companyNameRequired }).max(60, { error: ESIGN_FLOW_MSG.companyNameRequired }) }))
    .max(ESIGN.maxSigners, { error: ESIGN_FLOW_MSG.badData }),
});
export type TSignerSealsRequest = z.infer<typeof ZSignerSealsRequest>;

export const ZSignerSealsResponse = z.object({
  list: z.array(z.object({ phone: z.string(), companyName: z.string(), hasSeal: z.boolean() })),
  /** null unless the caller is a verified company's main account (the only one who may choose 本方自动盖章) */
  ownCompany: z
    .object({ companyName: z.string(), phone: z.string(), authorName: z.string(), seals: z.array(z.object({ id: z.number(), name: z.string(), sealTypeName: z.string() })) })
    .nullable(),
});
export type TSignerSealsResponse = z.infer<typeof ZSignerSealsResponse>;
