import { z } from 'zod';
import { optionalText } from '../../validators';
import { zPage, zPageQuery } from '../common/envelope';

/** What became of one message at the gateway: accepted by the carrier, refused by it, or not sent (timeout, unreachable). */
export const SMS_DELIVERY_OUTCOMES = ['sent', 'refused', 'failed'] as const;
export type TSmsDeliveryOutcome = (typeof SMS_DELIVERY_OUTCOMES)[number];

/** GET /api/admin/smsDeliveries: every message the platform asked its SMS provider to send, newest first. */
export const ZSmsDeliveriesQuery = zPageQuery.extend({
  phone: optionalText(11),
  outcome: z.enum(SMS_DELIVERY_OUTCOMES, { error: '发送结果不正确' }).optional(),
});
export type TSmsDeliveriesQuery = z.input<typeof ZSmsDeliveriesQuery>;
export type TSmsDeliveriesFilter = z.infer<typeof ZSmsDeliveriesQuery>;

export const ZSmsDeliveryItem = z.object({
  id: z.number().int(),
  /** masked (138****0001): the operator finds one phone by typing it in full */
  phone: z.string(),
  purpose: z.string(),
  /** the template key (CODE_REGISTER, …), never its parameters */
  template: z.string(),
  provider: z.string(),
  outcome: z.enum(SMS_DELIVERY_OUTCOMES),
  /** the carrier's own code (FailedOperation.…, isv.…) for the operator and the carrier's support */
  providerCode: z.string().nullable(),
  /** the cause as the user was told it, Chinese (a code that timed out is also told to wait for the resend, decision 953) */
  reason: z.string().nullable(),
  /** the carrier's message id (SerialNo / BizId) when it accepted the message */
  providerRef: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TSmsDeliveryItem = z.infer<typeof ZSmsDeliveryItem>;
export const ZSmsDeliveriesResponse = zPage(ZSmsDeliveryItem).extend({
  /** how long the rows are kept (SMS_RECORD_RETENTION_DAYS) */
  retentionDays: z.number().int(),
});
export type TSmsDeliveriesResponse = z.infer<typeof ZSmsDeliveriesResponse>;
