import { z } from 'zod';
import { FACE_MSG } from '../../constants/face';
import { requiredText } from '../../validators/text';

/**
 * The local test provider's mobile page (/mobile/face/:token), only when FACE_PROVIDER=local. The
 * token is the link's secret: unguessable, single-use, expiring.
 */
const token = requiredText(FACE_MSG.linkInvalid, 100, FACE_MSG.linkInvalid);

/** GET /api/face-local/session?token= */
export const ZFaceLocalSessionQuery = z.object({ token });
export type TFaceLocalSessionQuery = z.input<typeof ZFaceLocalSessionQuery>;

export const ZFaceLocalSession = z.object({
  flow: z.enum(['detect', 'ali']),
  /** the person's name masked (张*丰) */
  maskedName: z.string(),
  expiresAt: z.number().int(),
  /** PENDING until completed; then the result chosen */
  state: z.enum(['PENDING', 'SUCCESS', 'FAIL']),
});
export type TFaceLocalSession = z.infer<typeof ZFaceLocalSession>;

/** POST /api/face-local/complete with token and result (pass or fail). */
export const ZFaceLocalCompleteRequest = z.object({
  token,
  result: z.enum(['pass', 'fail'], { error: '请选择核验结果' }),
});
export type TFaceLocalCompleteRequest = z.input<typeof ZFaceLocalCompleteRequest>;

export const ZFaceLocalCompleteResponse = z.object({ state: z.enum(['SUCCESS', 'FAIL']) });
export type TFaceLocalCompleteResponse = z.infer<typeof ZFaceLocalCompleteResponse>;
