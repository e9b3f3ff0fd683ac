/** Query keys of the captures' reads: every change invalidates the whole ['captures'] family. */
export const CAPTURES_KEY = ['captures'] as const;
export const CAPTURE_LIST_KEY = [...CAPTURES_KEY, 'list'] as const;
