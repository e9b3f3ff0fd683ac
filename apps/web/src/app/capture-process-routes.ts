/** 过程取证 and OTT取证 (issue 17 items 2, 3): /newProcess, /newOTT, the lists, queues, preview, batch downloads, /evidencesPro/:id. */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ONLINE: Crumb = { title: '在线取证', path: '/evidences-all' };
const PROCESS: Crumb = { title: '过程取证', path: '/evidences-all/process' };
const OTT: Crumb = { title: 'OTT取证', path: '/evidences-all/OTT-process' };

export const CAPTURE_PROCESS_ROUTES: readonly AppRoute[] = [
  { path: '/evidences-all/process', layout: 'shell', access: 'login', title: '过程取证', breadcrumb: [HOME, ONLINE, { title: '过程取证' }], lazy: () => import('@/routes/evidences-all-process') },
  { path: '/evidences-all/OTT-process', layout: 'shell', access: 'login', title: 'OTT取证', breadcrumb: [HOME, ONLINE, { title: 'OTT取证' }], lazy: () => import('@/routes/evidences-all-ott-process') },
  { path: '/evidences-all/process/download', layout: 'shell', access: 'login', title: '批量下载', breadcrumb: [HOME, ONLINE, PROCESS, { title: '批量下载' }], lazy: () => import('@/routes/evidences-all-process-download') },
  { path: '/evidences-all/OTT/download', layout: 'shell', access: 'login', title: '批量下载', breadcrumb: [HOME, ONLINE, OTT, { title: '批量下载' }], lazy: () => import('@/routes/evidences-all-ott-download') },
  { path: '/newProcess', layout: 'shell', access: 'login', title: '新建过程取证', breadcrumb: [HOME, ONLINE, PROCESS, { title: '新建过程取证' }], lazy: () => import('@/routes/new-process') },
  { path: '/newOTT', layout: 'shell', access: 'login', title: '新建OTT取证', breadcrumb: [HOME, ONLINE, OTT, { title: '新建OTT取证' }], lazy: () => import('@/routes/new-ott') },
  // public routes per 001 §2.2; their data is the owner's only (look answers nobody else)
  { path: '/evidences-all/process/queue', layout: 'shell', access: 'public', title: '过程取证', breadcrumb: [HOME, ONLINE, PROCESS, { title: '取证进度' }], lazy: () => import('@/routes/evidences-all-process-queue') },
  { path: '/evidences-all/OTT/queue', layout: 'shell', access: 'public', title: 'OTT取证', breadcrumb: [HOME, ONLINE, OTT, { title: '取证进度' }], lazy: () => import('@/routes/evidences-all-ott-queue') },
  { path: '/evidences-all/process/preview', layout: 'shell', access: 'public', title: '取证预览', breadcrumb: [HOME, ONLINE, { title: '取证预览' }], lazy: () => import('@/routes/evidences-all-process-preview') },
  // public: the owner, or whoever holds the share link (?viewToken=), like the certificate
  { path: '/evidencesPro/:captureNo', layout: 'shell', access: 'public', title: '过程取证证书', lazy: () => import('@/routes/evidences-pro') },
];
