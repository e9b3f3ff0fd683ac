import { z } from 'zod';

/** GET /api/admin/loginFailures: failed logins of the last 24 hours, by account and by address. */
export const ZLoginFailureAccount = z.object({
  kind: z.enum(['user', 'operator']),
  accountId: z.number().int(),
  phone: z.string(),
  /** the operator's name; null for users */
  name: z.string().nullable(),
  failures: z.number().int(),
  /** distinct client addresses the failures came from */
  addresses: z.number().int(),
  lastAt: z.number().int(),
});
export type TLoginFailureAccount = z.infer<typeof ZLoginFailureAccount>;

export const ZLoginFailureAddress = z.object({
  ip: z.string(),
  failures: z.number().int(),
  /** distinct existing accounts tried from there (phones that match no account are not counted) */
  accounts: z.number().int(),
  lastAt: z.number().int(),
});
export type TLoginFailureAddress = z.infer<typeof ZLoginFailureAddress>;

export const ZLoginFailuresResponse = z.object({
  since: z.number().int(),
  accounts: z.array(ZLoginFailureAccount),
  addresses: z.array(ZLoginFailureAddress),
});
export type TLoginFailuresResponse = z.infer<typeof ZLoginFailuresResponse>;
