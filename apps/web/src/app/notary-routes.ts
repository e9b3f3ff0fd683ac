/**
 * The applicant's notarization list pages (issue 15): 我的公证, picking records, an order's detail. One
 * array, spread into the route table, so they are kept or dropped together with the step pages
 * (/attestation-list/readingMaterial/…) — registering /notary is what shows the header's 我的公证
 * (`isBuilt`, nav-items.ts), which the permission map hides from sub-accounts.
 */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const MINE: Crumb = { title: '我的公证', path: '/notary' };

export const NOTARY_LIST_ROUTES: readonly AppRoute[] = [
  {
    path: '/notary',
    layout: 'shell',
    access: 'login',
    title: '我的公证',
    breadcrumb: [HOME, { title: '我的公证' }],
    lazy: () => import('@/routes/notary'),
  },
  {
    path: '/notary/selectList',
    layout: 'shell',
    access: 'login',
    title: '申请公证',
    breadcrumb: [HOME, MINE, { title: '申请公证' }],
    lazy: () => import('@/routes/notary-select-list'),
  },
  {
    path: '/notary/detail',
    layout: 'shell',
    access: 'login',
    title: '公证详情',
    breadcrumb: [HOME, MINE, { title: '公证详情' }],
    lazy: () => import('@/routes/notary-detail'),
  },
];
