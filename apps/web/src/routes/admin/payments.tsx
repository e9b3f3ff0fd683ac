import { Tabs } from 'antd';
import { PaymentStatement } from '@/features/admin/components/payment-statement';
import { RefundQueue } from '@/features/admin/components/refund-queue';
import { useSiteConfig } from '@/features/home/api/get-site-config';

/** /admin/payments — 收款对账: the daily statement of what was received and refunded (issue 25 item 7), and 退款处理. */
export function Component() {
  const site = useSiteConfig();
  const anyLocal = site.data?.localProviders.includes('payment') ?? false;
  return (
    <>
      <h1 className="ep-admin__page-title">收款对账</h1>
      <Tabs
        items={[
          { key: 'statement', label: '收款退款日报', children: <PaymentStatement anyLocal={anyLocal} /> },
          { key: 'refunds', label: '退款处理', children: <RefundQueue /> },
        ]}
      />
    </>
  );
}
