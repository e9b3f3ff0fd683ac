import { z } from 'zod';
import { zCaptureId, zCaptureLabel } from './capture-fields';

/** POST /api/processlist/saveLabel {id, label}: sets or clears (empty) a capture's label. */
export const ZSaveCaptureLabelRequest = z.object({ id: zCaptureId, label: zCaptureLabel.optional().transform((v) => v ?? null) });
export type TSaveCaptureLabelRequest = z.input<typeof ZSaveCaptureLabelRequest>;
export const ZSaveCaptureLabelResponse = z.object({ id: z.number().int(), label: z.string().nullable() });
export type TSaveCaptureLabelResponse = z.infer<typeof ZSaveCaptureLabelResponse>;
