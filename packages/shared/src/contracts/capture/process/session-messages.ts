import { z } from 'zod';

/**
 * What the live page sends over the session's WebSocket (JSON text messages). Coordinates are in the
 * remote viewport's pixels (the page scales from its canvas); the server clamps them again.
 */
const zCoord = z.number().finite().min(0).max(4096);
const zModifiers = z.number().int().min(0).max(15).default(0);

export const ZSessionInput = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('mouse'),
    type: z.enum(['mousePressed', 'mouseReleased', 'mouseMoved']),
    x: zCoord,
    y: zCoord,
    button: z.enum(['none', 'left', 'middle', 'right']).default('none'),
    clickCount: z.number().int().min(0).max(3).default(0),
    modifiers: zModifiers,
  }),
  z.object({ t: z.literal('wheel'), x: zCoord, y: zCoord, deltaX: z.number().finite().min(-5000).max(5000), deltaY: z.number().finite().min(-5000).max(5000) }),
  z.object({
    t: z.literal('key'),
    type: z.enum(['keyDown', 'keyUp']),
    key: z.string().min(1).max(32),
    code: z.string().max(32).default(''),
    keyCode: z.number().int().min(0).max(255).default(0),
    modifiers: zModifiers,
  }),
  // committed text: an IME's composition result (Chinese) or a paste
  z.object({ t: z.literal('text'), text: z.string().min(1).max(2000) }),
  z.object({ t: z.literal('navigate'), url: z.string().min(1).max(2048) }),
  z.object({ t: z.literal('history'), action: z.enum(['back', 'forward', 'reload']) }),
  z.object({ t: z.literal('end') }),
]);
export type TSessionInput = z.infer<typeof ZSessionInput>;

/** What the server sends besides binary JPEG frames. */
export interface TSessionStatus {
  t: 'status';
  url: string;
  title: string;
  /** ms left before the session ends itself */
  remainingMs: number;
  width: number;
  height: number;
  /** a refused address or another short Chinese note for the page to show */
  notice?: string;
  /** the session is over (the page should go to the list) */
  ended?: boolean;
}
