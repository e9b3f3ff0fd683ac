/**
 * What the header offers a given account (001 §2.3), as data: permission from the shared map,
 * existence from the route table (passed in as `isBuilt`, so this stays pure and testable).
 */
import type { Permission } from '@evidence/shared/access';
import { AccountType } from '@evidence/shared/constants';
import { accountCan, type AccountFacts } from '../../../lib/access';

export interface NavItem {
  key: string;
  label: string;
  /** an app route */
  path?: string;
  /** an external address (opens in a new tab) */
  href?: string;
  /** a count shown beside the label (电子签约's 待办), none when 0 */
  badge?: number;
}

interface Candidate {
  key: string;
  label: string;
  path: string;
  permission?: Permission;
  /** extra condition beyond the role */
  when?: (info: AccountFacts) => boolean;
}

type IsBuilt = (path: string) => boolean;

const MAIN: Candidate[] = [
  { key: 'attestation', label: '数据存证', path: '/attestation-list' },
  { key: 'evidence', label: '在线取证', path: '/evidences-all' },
  { key: 'notary', label: '我的公证', path: '/notary', permission: 'notary.use' },
  { key: 'esign', label: '电子签约', path: '/electric-sign' },
];

function allowed(c: Candidate, info: AccountFacts | undefined, isBuilt: IsBuilt): boolean {
  if (!isBuilt(c.path)) return false;
  if (c.permission && !accountCan(info, c.permission)) return false;
  return !c.when || (info !== undefined && c.when(info));
}

/** A visitor's menu: the public product pages (issue 24 item 4), not pages that send them to log in. */
const PRODUCT_PAGES: NavItem[] = [
  { key: 'attestation', label: '数据存证', path: '/product/attestation' },
  { key: 'evidence', label: '在线取证', path: '/product/evidence' },
  { key: 'notary', label: '在线公证', path: '/product/notary' },
  { key: 'esign', label: '电子签约', path: '/product/esign' },
];

export function mainMenu(info: AccountFacts | undefined, isBuilt: IsBuilt, mediationUrl: string | null | undefined): NavItem[] {
  const items: NavItem[] = [{ key: 'home', label: '首页', path: '/' }];
  if (!info) return [...items, ...PRODUCT_PAGES.filter((p) => isBuilt(p.path!))];
  for (const c of MAIN) if (allowed(c, info, isBuilt)) items.push({ key: c.key, label: c.label, path: c.path });
  // Mediation is another organisation's site: shown only when configured and allowed.
  if (mediationUrl && accountCan(info, 'mediation.use')) items.push({ key: 'mediation', label: '在线调解', href: mediationUrl });
  return items;
}

/** 认证信息 leads to the info page of the account type, or to the choice page before any. */
export function verificationInfoPath(info: Pick<AccountFacts, 'status'>): string {
  if (info.status === AccountType.company) return '/kyc-info';
  if (info.status === AccountType.individual) return '/person-info';
  return '/authentication';
}

export function accountMenu(info: AccountFacts, isBuilt: IsBuilt): NavItem[] {
  const candidates: Candidate[] = [
    { key: 'setting', label: '基本设置', path: '/setting' },
    { key: 'verification', label: '认证信息', path: verificationInfoPath(info) },
    { key: 'notifications', label: '消息通知', path: '/notifications' },
    { key: 'seals', label: '签章管理', path: '/signature', permission: 'seals.manage' },
    {
      key: 'members',
      label: '成员管理',
      path: '/member',
      permission: 'members.manage',
      when: (i) => i.status === AccountType.company,
    },
    { key: 'orders', label: '订单管理', path: '/orders', permission: 'orders.consumption' },
    { key: 'invoices', label: '发票管理', path: '/invoice', permission: 'invoices.manage' },
  ];
  return candidates.filter((c) => allowed(c, info, isBuilt)).map(({ key, label, path }) => ({ key, label, path }));
}

/** The 待办 count on 电子签约 (main menu) and a 待我签署 entry in the account menu while something awaits my signature. */
export function withSignTodo(main: NavItem[], account: NavItem[], todo: number): { main: NavItem[]; account: NavItem[] } {
  if (todo <= 0) return { main, account };
  return {
    main: main.map((i) => (i.key === 'esign' ? { ...i, badge: todo } : i)),
    account: [{ key: 'esign-todo', label: '待我签署', path: '/electric-sign/mine?tab=todo', badge: todo }, ...account],
  };
}

export function canBuyPoints(info: AccountFacts, isBuilt: IsBuilt): boolean {
  return accountCan(info, 'points.buy') && isBuilt('/buyCredits');
}

/**
 * Pages whose address lies under another item's path but belong to a different item: the notarization
 * steps live under /attestation-list/readingMaterial (001 §2.1) yet are 我的公证's.
 */
const OWNED_ELSEWHERE: ReadonlyArray<readonly [prefix: string, key: string]> = [['/attestation-list/readingMaterial', 'notary']];

/** The key of the main-menu item a page belongs to: its owner above, else the longest path it lies under. */
export function activeNavKey(pathname: string, items: NavItem[]): string | null {
  const owner = OWNED_ELSEWHERE.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (owner) return items.some((i) => i.key === owner[1]) ? owner[1] : null;
  let best: NavItem | null = null;
  for (const item of items) {
    const p = item.path;
    if (!p) continue;
    const under = p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`);
    if (under && (!best || p.length > (best.path?.length ?? 0))) best = item;
  }
  return best?.key ?? null;
}
