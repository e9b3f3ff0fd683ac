import { z } from 'zod';
import { zCaptureId } from './capture-fields';

/** POST /api/processlist/delPro {id}: hides a finished capture from the list; its preserved evidence stays. */
export const ZDelProRequest = z.object({ id: zCaptureId });
export type TDelProRequest = z.input<typeof ZDelProRequest>;
export const ZDelProResponse = z.object({ id: z.number().int() });
export type TDelProResponse = z.infer<typeof ZDelProResponse>;
