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
