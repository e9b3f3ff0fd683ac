import { z } from 'zod';

/**
 * The token of /api/download/<kind>/<token>, taken as the wildcard: a signed token is longer than the
 * router's 100-character limit for a named parameter.
 */
export const TOKEN_PARAM = z.object({ '*': z.string().max(2000) });
