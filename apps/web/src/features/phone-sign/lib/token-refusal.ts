import { SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { isApiError } from '@/lib/api-client';

const TOKEN_REFUSALS: readonly string[] = [SIGN_INTENT_MSG.expired, SIGN_INTENT_MSG.used, SIGN_INTENT_MSG.badToken];

/** Whether the server refused the QR code itself (expired, replaced, used, unknown): /signature-end says which. */
export const isTokenRefusal = (e: unknown): boolean => isApiError(e) && TOKEN_REFUSALS.includes(e.msg);

/** The address of a phone page carrying the token. */
export const signPath = (page: 'code' | 'manual' | 'end', token: string) => `/signature-${page}?token=${encodeURIComponent(token)}`;
