import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isBuilt } from '@/lib/built-routes';

/** The three parts of 电子签约 (001 §2.1: /electric-sign children manage, module, seal). */
const SECTIONS = [
  { key: '/electric-sign/manage', label: '签署管理' },
  { key: '/electric-sign/mine', label: '我的签署' },
  { key: '/electric-sign/module', label: '合同模板' },
  { key: '/electric-sign/seal', label: '企业印章' },
] as const;

interface Props {
  /** hides 企业印章 for accounts that may not manage company seals (the page asks the permission map) */
  showSeals: boolean;
}

/**
 * The tab row at the top of every 电子签约 page: each tab opens its list; the current section is the one
 * whose path the address starts with (create / edit / detail pages keep their section's tab). Only built
 * sections are offered, so no tab leads nowhere.
 */
export function EsignSectionNav({ showSeals }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = SECTIONS.filter((s) => isBuilt(s.key) && (showSeals || s.key !== '/electric-sign/seal')).map((s) => ({ key: s.key, label: s.label }));
  const active = items.find((i) => pathname === i.key || pathname.startsWith(`${i.key}/`))?.key;
  if (items.length < 2) return null;
  return <Tabs className="ep-esign-nav" activeKey={active} items={items} onChange={(key) => void navigate(key)} />;
}
