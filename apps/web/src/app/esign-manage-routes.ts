/**
 * 电子签约 → 签署管理 (issue 16, sign flows: the sender's side). Registering /electric-sign is what shows
 * the header's 电子签约 item (`isBuilt`, nav-items.ts); it opens 签署管理. The templates and seals parts
 * register their own pages.
 */
import type { AppRoute, Crumb } from './route-table';

const HOME: Crumb = { title: '首页', path: '/' };
const ESIGN: Crumb = { title: '电子签约', path: '/electric-sign/manage' };
const MANAGE: Crumb = { title: '签署管理', path: '/electric-sign/manage' };

export const ESIGN_MANAGE_ROUTES: readonly AppRoute[] = [
  { path: '/electric-sign', layout: 'shell', access: 'login', title: '电子签约', lazy: () => import('@/routes/electric-sign') },
  {
    path: '/electric-sign/manage',
    layout: 'shell',
    access: 'login',
    title: '签署管理',
    breadcrumb: [HOME, ESIGN, { title: '签署管理' }],
    lazy: () => import('@/routes/electric-sign-manage'),
  },
  {
    path: '/electric-sign/mine',
    layout: 'shell',
    access: 'login',
    title: '我的签署',
    breadcrumb: [HOME, ESIGN, { title: '我的签署' }],
    lazy: () => import('@/routes/electric-sign-mine'),
  },
  {
    path: '/electric-sign/manage/create',
    layout: 'shell',
    access: 'login',
    title: '发起签署',
    breadcrumb: [HOME, ESIGN, MANAGE, { title: '发起签署' }],
    lazy: () => import('@/routes/electric-sign-manage-create'),
  },
  {
    path: '/electric-sign/manage/edit/:id',
    layout: 'shell',
    access: 'login',
    title: '编辑草稿',
    breadcrumb: [HOME, ESIGN, MANAGE, { title: '编辑草稿' }],
    lazy: () => import('@/routes/electric-sign-manage-edit'),
  },
  {
    path: '/electric-sign/manage/detail/:id',
    layout: 'shell',
    access: 'login',
    title: '签署详情',
    breadcrumb: [HOME, ESIGN, MANAGE, { title: '签署详情' }],
    lazy: () => import('@/routes/electric-sign-manage-detail'),
  },
];
