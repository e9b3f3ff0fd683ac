import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RefundCause, RefundStatus } from '@evidence/shared/constants';

/** A refund through the payment provider of one paid trade (migration 0040, docs/points-and-payments.md "Refunds"). */
export interface RefundsTable {
  id: Generated<number>;
  /** our out_refund_no / out_request_no (derived from the trade: a repeat is the same refund) */
  refund_no: string;
  /** the money row (orders.id) the trade paid, or came in for */
  order_id: number;
  order_no: string;
  /** the payer, told of the outcome */
  account_user_id: number;
  /** the provider that took the payment (orders.provider, or the notice's provider) */
  provider: string;
  /** PayChannel 1 Alipay, 2 WeChat */
  channel: number;
  trade_no: string;
  /** our out_trade_no of that trade (the order number, or an attempt's: services/payments/trade-number.ts), what the provider is asked with (0042) */
  out_trade_no: ColumnType<string | null, string, string | null>;
  amount_cents: number;
  /** the trade's whole amount (WeChat asks for it) */
  total_cents: number;
  cause: RefundCause;
  /** told to the payer by the provider, ≤ 80 characters */
  reason: string;
  status: RefundStatus;
  /** why it failed, Chinese (status failed) */
  fail_reason: string | null;
  provider_refund_id: string | null;
  /** when the provider first accepted the request (then the job queries instead of asking again) */
  requested_at: number | null;
  /** 1, then +1 for each operator retry of a failed refund (each round is one job) */
  round: Generated<number>;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

export type Refund = Selectable<RefundsTable>;
