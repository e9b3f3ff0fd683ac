/**
 * The company e-seal pages of 电子签约 (issue 16 item 2; docs/esign.md "Company e-seals"): one array,
 * spread into the route table. /electric-sign itself and the manage / module pages belong to the other
 * e-signing parts and are registered by them.
 */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ESIGN: Crumb = { title: '电子签约' };
const SEALS: Crumb = { title: '企业印章', path: '/electric-sign/seal' };

export const ESIGN_SEAL_ROUTES: readonly AppRoute[] = [
  {
    path: '/electric-sign/seal',
    layout: 'shell',
    access: 'login',
    title: '签章管理 · 企业印章',
    breadcrumb: [HOME, ESIGN, { title: '企业印章' }],
    lazy: () => import('@/routes/esign-seal'),
  },
  {
    path: '/electric-sign/seal/create',
    layout: 'shell',
    access: 'login',
    title: '新建印章',
    breadcrumb: [HOME, ESIGN, SEALS, { title: '新建印章' }],
    lazy: () => import('@/routes/esign-seal-create'),
  },
  {
    path: '/electric-sign/seal/edit/:id',
    layout: 'shell',
    access: 'login',
    title: '编辑印章',
    breadcrumb: [HOME, ESIGN, SEALS, { title: '编辑印章' }],
    lazy: () => import('@/routes/esign-seal-edit'),
  },
  {
    path: '/electric-sign/seal/detail/:id',
    layout: 'shell',
    access: 'login',
    title: '印章详情',
    breadcrumb: [HOME, ESIGN, SEALS, { title: '印章详情' }],
    lazy: () => import('@/routes/esign-seal-detail'),
  },
];
