/**
 * The captures' query family (['captures'], features/capture-list/api/keys.ts): a session's changes invalidate
 * the whole family so the list and the session pages read again. Features do not import each other, so the
 * key's value is repeated here.
 */
export const CAPTURES_FAMILY = ['captures'] as const;
