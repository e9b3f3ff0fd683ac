/** 网页取证 (issue 17 item 1): /newWeb, /evidences-all/web, web/download, /evidencesWeb/:id. */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ONLINE: Crumb = { title: '在线取证', path: '/evidences-all/web' };
const WEB: Crumb = { title: '网页取证', path: '/evidences-all/web' };

export const CAPTURE_WEB_ROUTES: readonly AppRoute[] = [
  { path: '/evidences-all/web', layout: 'shell', access: 'login', title: '网页取证', breadcrumb: [HOME, ONLINE, { title: '网页取证' }], lazy: () => import('@/routes/evidences-all-web') },
  { path: '/evidences-all/web/download', layout: 'shell', access: 'login', title: '批量下载', breadcrumb: [HOME, ONLINE, WEB, { title: '批量下载' }], lazy: () => import('@/routes/evidences-all-web-download') },
  { path: '/newWeb', layout: 'shell', access: 'login', title: '网页取证', breadcrumb: [HOME, ONLINE, WEB, { title: '新建网页取证' }], lazy: () => import('@/routes/new-web') },
  // public: the owner, or whoever holds the share link (?viewToken=), like the certificate
  { path: '/evidencesWeb/:captureNo', layout: 'shell', access: 'public', title: '网页取证结果', lazy: () => import('@/routes/evidences-web') },
];
