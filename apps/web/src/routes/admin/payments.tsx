import { PaymentStatement } from '@/features/admin/components/payment-statement';

/** /admin/payments — the daily statement of what was received and refunded (issue 25 item 7). */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">收款对账</h1>
      <PaymentStatement />
    </>
  );
}
