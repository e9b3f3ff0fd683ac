import type { SmsMessage } from './sms-templates';

export type { SmsMessage } from './sms-templates';

/** What the gateway said of one message (decision 891): the carrier's id of it, when it gives one. */
export interface SmsSent {
  /** the carrier's request or message id (Tencent RequestId / SerialNo, Aliyun BizId); null for the outbox */
  providerRef: string | null;
}

/**
 * Sends one template message. Production adapters wrap a carrier's SMS API; `local` keeps an outbox.
 * A message that did not go out throws SmsSendError: nothing a caller counts as sent.
 */
export interface SmsProvider {
  readonly name: string;
  /** true for a stand-in that sends nothing for real (shown on every page) */
  readonly isLocal: boolean;
  send(message: SmsMessage): Promise<SmsSent>;
}

/**
 * A message the gateway refused (its own code, e.g. LimitExceeded.PhoneNumberDailyLimit) or that never reached it
 * (timeout, connection refused). `reason` is the Chinese sentence the user is told; `code` and `detail` stay on the
 * server (outcome row, log), never in an answer.
 */
export class SmsSendError extends Error {
  constructor(
    readonly outcome: 'refused' | 'failed',
    /** the carrier's code, or timeout / connection-refused / network for a failure */
    readonly code: string,
    readonly reason: string,
    readonly detail: string,
  ) {
    // the message is logged with the error: the code only (the detail goes to the outcome log line, cleaned)
    super(`SMS ${outcome}: ${code}`);
    this.name = 'SmsSendError';
  }
}
