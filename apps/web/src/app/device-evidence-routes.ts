/** App取证 and 执法记录仪 (issue 17 items 4, 5): /evidences-all/App-process, /evidences-all/Enforce, /evidences-all/enforceMember. */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ONLINE: Crumb = { title: '在线取证', path: '/evidences-all' };

export const DEVICE_EVIDENCE_ROUTES: readonly AppRoute[] = [
  { path: '/evidences-all/App-process', layout: 'shell', access: 'login', title: 'App取证', breadcrumb: [HOME, ONLINE, { title: 'App取证' }], lazy: () => import('@/routes/evidences-all-app-process') },
  { path: '/evidences-all/Enforce', layout: 'shell', access: 'login', title: '执法记录仪', breadcrumb: [HOME, ONLINE, { title: '执法记录仪' }], lazy: () => import('@/routes/evidences-all-enforce') },
  { path: '/evidences-all/enforceMember', layout: 'shell', access: 'login', title: '成员执法记录', breadcrumb: [HOME, ONLINE, { title: '成员执法记录' }], lazy: () => import('@/routes/evidences-all-enforce-member') },
];
