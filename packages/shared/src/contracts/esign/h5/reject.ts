import { z } from 'zod';
import { ESIGN_MSG } from '../../../constants/esign';
import { MSG } from '../../../constants/messages';
import { isPrintableLine } from '../../../validators/text';
import { zLinkToken } from './link-token';

/** POST /api/h5elesign/reject {token, reason}: stop, the signer refuses (the flow ends 已拒签). */
export const ZH5RejectRequest = z.object({
  token: zLinkToken,
  reason: z.string({ error: ESIGN_MSG.rejectReasonRequired }).trim().min(1, { error: ESIGN_MSG.rejectReasonRequired }).max(200, { error: ESIGN_MSG.reasonTooLong }).refine(isPrintableLine, { error: MSG.invalidChars }),
});

/** GET /api/h5elesign/resultInfo {token}: what endpdf shows (the final file's hashes, as the evidence record holds them). */
export const ZH5ResultInfo = z.object({ title: z.string(), flowNo: z.string(), completedAt: z.number().int(), sha256: z.string(), sm3: z.string(), size: z.number().int() });
export type TH5ResultInfo = z.infer<typeof ZH5ResultInfo>;

/**
 * GET /api/h5elesign/signedState {token}: what became of a flow, asked with the link that signed it (decision 815):
 * others still to sign, the signed contract being made, ready (the same link then opens endpdf), or its making
 * failed for good; `ended` for a flow revoked, refused or expired after my signature.
 */
export const H5_SIGNED_STATES = ['othersLeft', 'generating', 'completed', 'failed', 'ended'] as const;
export const ZH5SignedState = z.object({ state: z.enum(H5_SIGNED_STATES), title: z.string(), flowNo: z.string() });
export type TH5SignedState = z.infer<typeof ZH5SignedState>;
