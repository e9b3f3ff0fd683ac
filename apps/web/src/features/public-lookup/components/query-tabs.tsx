import './public-lookup.css';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The children of /queryAuthentication (001 §2.2): one tab each; the URL names the open tab. */
export const QUERY_TABS = [
  { key: 'keepSingle', label: '保全单查询', path: '/queryAuthentication/keepSingle' },
  { key: 'electronicData', label: '电子数据核验', path: '/queryAuthentication/electronicData' },
  { key: 'notarial', label: '公证书查询', path: '/queryAuthentication/notarial' },
] as const;
export type QueryTabKey = (typeof QUERY_TABS)[number]['key'];

export function QueryTabs({ active, children }: { active: QueryTabKey; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <section className="ep-panel ep-query">
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(QUERY_TABS.find((t) => t.key === key)!.path)}
        items={QUERY_TABS.map((t) => ({ key: t.key, label: t.label, children: t.key === active ? children : null }))}
      />
    </section>
  );
}
