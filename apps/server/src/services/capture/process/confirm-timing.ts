/**
 * A confirmation that started this long ago and did not finish (a crash between its steps) may be redone; until
 * then its claim (captures.confirmed_at) holds off a second confirmation and an abandon alike.
 */
export const STALE_CONFIRM_MS = 5 * 60_000;
