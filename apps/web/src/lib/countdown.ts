/**
 * Seconds left until `endAt`, rounded up so the button never shows 0 while still disabled.
 * Computed from the clock rather than by decrementing, because background tabs throttle timers.
 */
export function secondsLeft(endAt: number, now: number): number {
  if (!Number.isFinite(endAt) || endAt <= now) return 0;
  return Math.ceil((endAt - now) / 1000);
}
