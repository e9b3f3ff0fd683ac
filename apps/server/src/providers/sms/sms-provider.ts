/** Sends one text message. Production adapters wrap an SMS gateway; `local` keeps an outbox. */
export interface SmsProvider {
  readonly name: string;
  /** true for a stand-in that sends nothing for real (shown on every page) */
  readonly isLocal: boolean;
  send(message: { phone: string; text: string; purpose: string }): Promise<void>;
}
