import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isBuilt } from '@/lib/built-routes';

/**
 * The parts of 在线取证 (001 §2.1: /evidences-all children web, process, OTT-process, App-process, Enforce, and
 * enforceMember). The first five are every account's; 成员执法记录 is a company main account's (the page asks
 * the permission map).
 */
export const ONLINE_EVIDENCE_SECTIONS = [
  { key: '/evidences-all/web', label: '网页取证' },
  { key: '/evidences-all/process', label: '过程取证' },
  { key: '/evidences-all/OTT-process', label: 'OTT取证' },
  { key: '/evidences-all/App-process', label: 'App取证' },
  { key: '/evidences-all/Enforce', label: '执法记录仪' },
  { key: '/evidences-all/enforceMember', label: '成员执法记录' },
] as const;

/**
 * The tab row at the top of every 在线取证 list: each tab opens its list; the current one is the one whose path
 * the address starts with (the download pages keep their list's tab). Only built sections are offered, so no tab
 * leads nowhere.
 */
export function OnlineEvidenceNav({ showMembers }: { showMembers: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = ONLINE_EVIDENCE_SECTIONS.filter((s) => isBuilt(s.key) && (showMembers || s.key !== '/evidences-all/enforceMember')).map((s) => ({ key: s.key, label: s.label }));
  const lower = pathname.toLowerCase();
  const active = items.find((i) => lower === i.key.toLowerCase() || lower.startsWith(`${i.key.toLowerCase()}/`))?.key;
  if (items.length < 2) return null;
  return <Tabs className="ep-esign-nav" activeKey={active} items={items} onChange={(key) => void navigate(key)} />;
}
