/**
 * 电子签约 → 合同模板 (issue 16 item 1; 001 §2.1 /electric-sign children "module"): list, create, edit/{id},
 * detail/{id}. One array spread into the route table; '/electric-sign' itself and the manage and seal
 * sections are registered by their own parts.
 */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ESIGN: Crumb = { title: '电子签约' };
const LIST: Crumb = { title: '合同模板', path: '/electric-sign/module' };

export const ESIGN_MODULE_ROUTES: readonly AppRoute[] = [
  {
    path: '/electric-sign/module',
    layout: 'shell',
    access: 'login',
    title: '合同模板',
    breadcrumb: [HOME, ESIGN, { title: '合同模板' }],
    lazy: () => import('@/routes/esign-module'),
  },
  {
    path: '/electric-sign/module/create',
    layout: 'shell',
    access: 'login',
    title: '新建模板',
    breadcrumb: [HOME, ESIGN, LIST, { title: '新建模板' }],
    lazy: () => import('@/routes/esign-module-create'),
  },
  {
    path: '/electric-sign/module/edit/:id',
    layout: 'shell',
    access: 'login',
    title: '编辑模板',
    breadcrumb: [HOME, ESIGN, LIST, { title: '编辑模板' }],
    lazy: () => import('@/routes/esign-module-edit'),
  },
  {
    path: '/electric-sign/module/detail/:id',
    layout: 'shell',
    access: 'login',
    title: '模板详情',
    breadcrumb: [HOME, ESIGN, LIST, { title: '模板详情' }],
    lazy: () => import('@/routes/esign-module-detail'),
  },
];
