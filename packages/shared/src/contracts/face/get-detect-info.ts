import { z } from 'zod';
import { FACE_MSG } from '../../constants/face';
import { requiredText } from '../../validators/text';

/** A session id as given back by the start calls (opaque; the server looks it up among the caller's own). */
const sessionId = requiredText(FACE_MSG.sessionNotFound, 100, FACE_MSG.sessionNotFound);

/** POST (or GET) /api/Peruser/getDetectInfoEnhanced with BizToken (000 §7). */
export const ZGetDetectInfoRequest = z.object({ BizToken: sessionId });
export type TGetDetectInfoRequest = z.input<typeof ZGetDetectInfoRequest>;

/**
 * The session's result: SUCCESS or FAIL end the polling (the page then reloads the verification
 * info), PENDING continues (000 §4). An expired session answers FAIL with the expiry message.
 */
export const ZGetDetectInfoResponse = z.object({
  BizToken: z.string(),
  Result: z.enum(['SUCCESS', 'FAIL', 'PENDING']),
  Message: z.string(),
  /** when the result was known, null while pending */
  FinishedAt: z.number().int().nullable(),
});
export type TGetDetectInfoResponse = z.infer<typeof ZGetDetectInfoResponse>;

/**
 * POST (or GET) /api/peruser/aliQuery with certify_id (001 §7). The body code says it (001 §4):
 * 200 passed, 202 in progress (poll on), 400 failed or expired (stop); `data` carries the same.
 */
export const ZAliQueryRequest = z.object({ certify_id: sessionId });
export type TAliQueryRequest = z.input<typeof ZAliQueryRequest>;

export const ZAliQueryResponse = z.object({
  certify_id: z.string(),
  result: z.enum(['SUCCESS', 'FAIL', 'PENDING']),
});
export type TAliQueryResponse = z.infer<typeof ZAliQueryResponse>;
