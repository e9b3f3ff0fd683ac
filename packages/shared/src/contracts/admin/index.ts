import { z } from 'zod';
import { optionalText } from '../../validators';
import { ZLoginRequest } from '../auth/login';
import { zPage, zPageQuery } from '../common/envelope';

/** POST /api/admin/login: operators (notary staff) sign in to the console, with the same fields as users. */
export const ZAdminLoginRequest = ZLoginRequest;
export type TAdminLoginRequest = z.input<typeof ZAdminLoginRequest>;

/** `role`: operator | notary (OPERATOR_ROLES); a notary's name is the one its documents print. */
export const ZOperator = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), role: z.string() });
export type TOperator = z.infer<typeof ZOperator>;

export const ZAdminLoginResponse = z.object({ token: z.string(), operator: ZOperator });
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

/** GET /api/admin/smsOutbox: what the local SMS provider "sent", newest first. */
export const ZSmsOutboxQuery = zPageQuery.extend({ phone: optionalText(11) });
export type TSmsOutboxQuery = z.input<typeof ZSmsOutboxQuery>;

export const ZSmsOutboxItem = z.object({
  id: z.number().int(),
  phone: z.string(),
  text: z.string(),
  purpose: z.string(),
  provider: z.string(),
  createdAt: z.number().int(),
});
export type TSmsOutboxItem = z.infer<typeof ZSmsOutboxItem>;
export const ZSmsOutboxResponse = zPage(ZSmsOutboxItem);
export type TSmsOutboxResponse = z.infer<typeof ZSmsOutboxResponse>;
export * from './login-failures';
export * from './sms-deliveries';
export * from './refund-queue';
