import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { ApplicationsPanel } from '@/features/invoices/components/applications-panel';
import { HeadersPanel } from '@/features/invoices/components/headers-panel';
import { InvoiceAccess } from './invoice-access';

/** /invoice?activeName=1|2 — 发票管理 (001 §2.8): 发票申请 and 发票抬头. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const active = params.get('activeName') === '2' ? '2' : '1';
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <InvoiceAccess>
          <Tabs
            activeKey={active}
            onChange={(key) => setParams({ activeName: key }, { replace: true })}
            items={[
              { key: '1', label: '发票申请', children: <ApplicationsPanel /> },
              { key: '2', label: '发票抬头', children: <HeadersPanel /> },
            ]}
          />
        </InvoiceAccess>
      </section>
    </div>
  );
}
