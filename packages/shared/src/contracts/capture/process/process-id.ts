import { z } from 'zod';
import { zCaptureId } from '../capture-fields';

/** {id}: cancelButton, clickAddProcess, look, downVmOttBaoquan, getSessionTicket. */
export const ZProcessIdRequest = z.object({ id: zCaptureId });
export type TProcessIdRequest = z.input<typeof ZProcessIdRequest>;

export const ZProcessStateResponse = z.object({ id: z.number().int(), status: z.string(), statusName: z.string(), refundedPoints: z.number() });
export type TProcessStateResponse = z.infer<typeof ZProcessStateResponse>;

/** POST /api/Processforensics/getSessionTicket: a single-use ticket for the live page's WebSocket. */
export const ZSessionTicketResponse = z.object({ ticket: z.string(), wsPath: z.string(), expiresAt: z.number().int() });
export type TSessionTicketResponse = z.infer<typeof ZSessionTicketResponse>;
