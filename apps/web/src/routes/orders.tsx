import { Spin, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { ConsumptionTab } from '@/features/orders/components/consumption-tab';
import { NotarialTab } from '@/features/orders/components/notarial-tab';
import { RechargeTab } from '@/features/orders/components/recharge-tab';
import { continuePayUrl, makeOutInvoiceUrl } from '@/features/orders/lib/order-view';
import '@/components/list-page.css';
import '@/features/orders/components/orders.css';
import { accountCan, accountRole } from '@/lib/access';

const TABS = ['recharge', 'consumption', 'notarial'] as const;
type Tab = (typeof TABS)[number];

/**
 * /orders — 订单管理 (001 §2.7): 充值记录, 消费记录 and 公证书 for individuals and main accounts; a
 * sub-account sees only 消费记录, without keyword search or export. The tab is kept in `?tab=`.
 * 继续支付 goes to /buyCredits?orderNo=…, 申请开票 to /orders/makeOutInvoice?ids=[…]&money=….
 */
export function Component() {
  const { data: info, isLoading } = useAuthInfo();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  if (isLoading || !info) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const full = accountCan(info, 'orders.full');
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = full ? (asked && TABS.includes(asked) ? asked : 'recharge') : 'consumption';
  const consumption = { key: 'consumption', label: '消费记录', children: <ConsumptionTab full={full} showWho={accountRole(info) === 'companyMain'} /> };
  const items = full
    ? [
        {
          key: 'recharge',
          label: '充值记录',
          children: (
            <RechargeTab
              canInvoice={accountCan(info, 'invoices.manage')}
              onContinuePay={(orderNo) => void navigate(continuePayUrl(orderNo))}
              onApplyInvoice={(rows) => void navigate(makeOutInvoiceUrl(rows))}
            />
          ),
        },
        consumption,
        { key: 'notarial', label: '公证书', children: <NotarialTab /> },
      ]
    : [consumption];

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <Tabs className="ep-order-tabs" activeKey={tab} items={items} destroyOnHidden onChange={(k) => setParams({ tab: k }, { replace: true })} />
      </section>
    </div>
  );
}
