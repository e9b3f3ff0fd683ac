/** Maps the page's mouse and keyboard events to the remote viewport (pure, tested). */

/** CDP modifier bits: Alt 1, Ctrl 2, Meta 4, Shift 8. */
export function modifiersOf(e: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): number {
  return (e.altKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.metaKey ? 4 : 0) | (e.shiftKey ? 8 : 0);
}

/** A point on the shown canvas (CSS pixels) → the remote viewport's pixels. */
export function toRemote(p: { x: number; y: number }, shown: { width: number; height: number }, remote: { width: number; height: number }): { x: number; y: number } {
  if (shown.width <= 0 || shown.height <= 0) return { x: 0, y: 0 };
  const x = Math.round((p.x * remote.width) / shown.width);
  const y = Math.round((p.y * remote.height) / shown.height);
  return { x: Math.min(Math.max(0, x), remote.width - 1), y: Math.min(Math.max(0, y), remote.height - 1) };
}

export const BUTTONS = ['left', 'middle', 'right'] as const;

/** Keys the browser page itself would act on (focus moves, scrolling, history): kept for the remote page. */
export function keepsDefault(e: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  // copy and paste shortcuts stay the local browser's, so a paste reaches us as text
  return (e.ctrlKey || e.metaKey) && ['c', 'v', 'x'].includes(e.key.toLowerCase());
}
