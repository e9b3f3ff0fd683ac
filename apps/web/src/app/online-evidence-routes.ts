/**
 * 在线取证 (issue 17): /evidences-all opens the first built part; each part registers its own pages in its own
 * file. Registering /evidences-all is what shows the header's 在线取证 item (`isBuilt`, nav-items.ts).
 */
import { CAPTURE_PROCESS_ROUTES } from './capture-process-routes';
import { CAPTURE_WEB_ROUTES } from './capture-web-routes';
import { DEVICE_EVIDENCE_ROUTES } from './device-evidence-routes';
import type { AppRoute } from './route-table';

export const ONLINE_EVIDENCE_ROUTES: readonly AppRoute[] = [
  { path: '/evidences-all', layout: 'shell', access: 'login', title: '在线取证', lazy: () => import('@/routes/evidences-all') },
  ...CAPTURE_WEB_ROUTES,
  ...CAPTURE_PROCESS_ROUTES,
  ...DEVICE_EVIDENCE_ROUTES,
];
