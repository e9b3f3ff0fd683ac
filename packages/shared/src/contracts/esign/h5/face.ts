import { z } from 'zod';

/** POST /api/h5elesign/faceStart {token}: the provider's page to open (face-in). */
export const ZH5FaceStartResponse = z.object({ url: z.string(), expiresAt: z.number().int() });
export type TH5FaceStartResponse = z.infer<typeof ZH5FaceStartResponse>;
/** GET /api/h5elesign/faceResult {token}: polled by face-out every ESIGN.facePollMs. */
export const ZH5FaceResult = z.object({ result: z.enum(['SUCCESS', 'FAIL', 'PENDING']), message: z.string(), purpose: z.enum(['identity', 'intent']) });
export type TH5FaceResult = z.infer<typeof ZH5FaceResult>;
