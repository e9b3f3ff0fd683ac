/** Query keys of the sign flows' reads: every change invalidates the whole ['esign-flows'] family. */
export const ESIGN_FLOWS_KEY = ['esign-flows'] as const;
export const LIST_KEY = [...ESIGN_FLOWS_KEY, 'list'] as const;
export const DETAIL_KEY = [...ESIGN_FLOWS_KEY, 'detail'] as const;
/** the account's info (its points balance changes when a flow is sent or refunded): the auth feature's key family */
export const USER_KEY = ['user'] as const;
