/**
 * The route table as data: every built page, its layout, who may open it, its title and
 * breadcrumb. Menus and links ask `isBuilt` so nothing points at a page that does not exist yet;
 * unbuilt paths fall through to the not-found page.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { H5ESIGN_ROUTES } from './h5esign-routes';
import { NOTARY_LIST_ROUTES } from './notary-routes';
import { ESIGN_SEAL_ROUTES } from './esign-seal-routes';
import { ESIGN_MODULE_ROUTES } from './esign-module-routes';
import { ESIGN_MANAGE_ROUTES } from './esign-manage-routes';
import { ONLINE_EVIDENCE_ROUTES } from './online-evidence-routes';

export type Access = 'public' | 'login' | 'admin';
export type LayoutName = 'shell' | 'auth' | 'mobile' | 'admin' | 'bare';

export interface Crumb {
  title: string;
  path?: string;
}

export interface RouteModule {
  Component: ComponentType;
}

export interface AppRoute {
  path: string;
  layout: LayoutName;
  access: Access;
  title: string;
  breadcrumb?: Crumb[];
  lazy: () => Promise<RouteModule>;
}

const HOME: Crumb = { title: '首页', path: '/' };

export const ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'shell', access: 'public', title: '首页', lazy: () => import('@/routes/home') },
  { path: '/home', layout: 'shell', access: 'public', title: '首页', lazy: () => import('@/routes/home') },
  { path: '/login', layout: 'auth', access: 'public', title: '登录', lazy: () => import('@/routes/login') },
  { path: '/register', layout: 'auth', access: 'public', title: '注册', lazy: () => import('@/routes/register') },
  { path: '/forgetpwd', layout: 'auth', access: 'public', title: '找回密码', lazy: () => import('@/routes/forget-password') },
  {
    path: '/clause',
    layout: 'shell',
    access: 'public',
    title: '平台服务协议',
    breadcrumb: [HOME, { title: '平台服务协议' }],
    lazy: () => import('@/routes/clause'),
  },
  { path: '/mobileView/clause', layout: 'mobile', access: 'public', title: '平台服务协议', lazy: () => import('@/routes/mobile-view/clause') },
  {
    path: '/helpCenter',
    layout: 'shell',
    access: 'public',
    title: '帮助中心',
    breadcrumb: [HOME, { title: '帮助中心' }],
    lazy: () => import('@/routes/help-center'),
  },
  // 收费标准 and the product pages (issue 24 item 4): public, generated from the live price list
  { path: '/prices', layout: 'shell', access: 'public', title: '收费标准', breadcrumb: [HOME, { title: '收费标准' }], lazy: () => import('@/routes/prices') },
  { path: '/product/:product', layout: 'shell', access: 'public', title: '产品介绍', lazy: () => import('@/routes/product') },
  {
    path: '/setting',
    layout: 'shell',
    access: 'login',
    title: '基本设置',
    breadcrumb: [HOME, { title: '账户' }, { title: '基本设置' }],
    lazy: () => import('@/routes/setting'),
  },
  // Real-name verification, individual (000 §2, §4, §5); /organization-kyc and /kyc-info are the company pages.
  {
    path: '/authentication',
    layout: 'shell',
    access: 'login',
    title: '实名认证',
    breadcrumb: [HOME, { title: '账户' }, { title: '实名认证' }],
    lazy: () => import('@/routes/authentication'),
  },
  {
    path: '/personage-kyc',
    layout: 'shell',
    access: 'login',
    title: '个人实名认证',
    breadcrumb: [HOME, { title: '账户' }, { title: '实名认证', path: '/authentication' }, { title: '个人实名认证' }],
    lazy: () => import('@/routes/personage-kyc'),
  },
  {
    path: '/person-info',
    layout: 'shell',
    access: 'login',
    title: '个人认证信息',
    breadcrumb: [HOME, { title: '账户' }, { title: '个人认证信息' }],
    lazy: () => import('@/routes/person-info'),
  },
  // Company verification (issue 5; 000 §2, §4, §5)
  {
    path: '/organization-kyc',
    layout: 'shell',
    access: 'login',
    title: '企业实名认证',
    breadcrumb: [HOME, { title: '账户' }, { title: '企业实名认证' }],
    lazy: () => import('@/routes/organization-kyc'),
  },
  {
    path: '/kyc-info',
    layout: 'shell',
    access: 'login',
    title: '企业认证信息',
    breadcrumb: [HOME, { title: '账户' }, { title: '企业认证信息' }],
    lazy: () => import('@/routes/kyc-info'),
  },
  {
    path: '/notifications',
    layout: 'shell',
    access: 'login',
    title: '消息通知',
    breadcrumb: [HOME, { title: '账户' }, { title: '消息通知' }],
    lazy: () => import('@/routes/notifications'),
  },
  {
    path: '/attestation-list/download',
    layout: 'shell',
    access: 'login',
    title: '批量下载',
    breadcrumb: [HOME, { title: '数据存证', path: '/attestation-list' }, { title: '批量下载' }],
    lazy: () => import('@/routes/attestation-list-download'),
  },
  {
    // the applicant's four notarization steps (issue 15); /notary* pages link here
    path: '/attestation-list/readingMaterial/:step/:orderId/:type',
    layout: 'shell',
    access: 'login',
    title: '在线公证',
    breadcrumb: [HOME, { title: '我的公证', path: '/notary' }, { title: '在线公证' }],
    lazy: () => import('@/routes/reading-material'),
  },
  {
    path: '/newAccessCard',
    layout: 'shell',
    access: 'login',
    title: '新增数据存证',
    breadcrumb: [HOME, { title: '数据存证', path: '/attestation-list' }, { title: '新增数据存证' }],
    lazy: () => import('@/routes/new-access-card'),
  },
  {
    path: '/attestation-list',
    layout: 'shell',
    access: 'login',
    title: '数据存证',
    breadcrumb: [HOME, { title: '数据存证' }],
    lazy: () => import('@/routes/attestation-list'),
  },
  {
    path: '/personage-face-kyc',
    layout: 'shell',
    access: 'login',
    title: '人脸核验',
    breadcrumb: [HOME, { title: '实名认证' }, { title: '人脸核验' }],
    lazy: () => import('@/routes/personage-face-kyc'),
  },
  // the local test face provider's page, opened from the QR code (FACE_PROVIDER=local)
  { path: '/mobile/face/:token', layout: 'mobile', access: 'public', title: '本地测试人脸核验', lazy: () => import('@/routes/mobile-face') },
  { path: '/404', layout: 'shell', access: 'public', title: '页面不存在', lazy: () => import('@/routes/not-found') },
  { path: '/admin/login', layout: 'bare', access: 'public', title: '运营后台登录', lazy: () => import('@/routes/admin/login') },
  { path: '/admin', layout: 'admin', access: 'admin', title: '运营后台', lazy: () => import('@/routes/admin/index') },
  {
    path: '/admin/verifications',
    layout: 'admin',
    access: 'admin',
    title: '实名认证审核',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '实名认证审核' }],
    lazy: () => import('@/routes/admin/verifications'),
  },
  {
    path: '/admin/sms',
    layout: 'admin',
    access: 'admin',
    title: '短信记录',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '短信记录' }],
    lazy: () => import('@/routes/admin/sms'),
  },
  {
    path: '/admin/payments',
    layout: 'admin',
    access: 'admin',
    title: '收款对账',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '收款对账' }],
    lazy: () => import('@/routes/admin/payments'),
  },
  {
    path: '/admin/login-failures',
    layout: 'admin',
    access: 'admin',
    title: '登录失败记录',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '登录失败记录' }],
    lazy: () => import('@/routes/admin/login-failures'),
  },
  // Public lookup and verification (issue 4 §7)
  { path: '/queryAuthentication', layout: 'shell', access: 'public', title: '查询认证', lazy: () => import('@/routes/query-authentication/index') },
  {
    path: '/queryAuthentication/keepSingle',
    layout: 'shell',
    access: 'public',
    title: '保全单查询',
    breadcrumb: [HOME, { title: '查询认证', path: '/queryAuthentication' }, { title: '保全单查询' }],
    lazy: () => import('@/routes/query-authentication/keep-single'),
  },
  {
    path: '/queryAuthentication/electronicData',
    layout: 'shell',
    access: 'public',
    title: '电子数据核验',
    breadcrumb: [HOME, { title: '查询认证', path: '/queryAuthentication' }, { title: '电子数据核验' }],
    lazy: () => import('@/routes/query-authentication/electronic-data'),
  },
  {
    path: '/queryAuthentication/notarial',
    layout: 'shell',
    access: 'public',
    title: '公证书查询',
    breadcrumb: [HOME, { title: '查询认证', path: '/queryAuthentication' }, { title: '公证书查询' }],
    lazy: () => import('@/routes/query-authentication/notarial'),
  },
  {
    path: '/queryAuthentication/safekeeping',
    layout: 'shell',
    access: 'public',
    title: '存证查询',
    breadcrumb: [HOME, { title: '查询认证', path: '/queryAuthentication' }, { title: '存证查询' }],
    lazy: () => import('@/routes/query-authentication/safekeeping'),
  },
  {
    path: '/queryAuthentication/certificate',
    layout: 'shell',
    access: 'public',
    title: '存证证书查询',
    breadcrumb: [HOME, { title: '查询认证', path: '/queryAuthentication' }, { title: '存证证书查询' }],
    lazy: () => import('@/routes/query-authentication/certificate'),
  },
  { path: '/English/safekeeping', layout: 'shell', access: 'public', title: 'Evidence lookup', lazy: () => import('@/routes/english-safekeeping') },
  { path: '/verify', layout: 'shell', access: 'public', title: '电子数据核验', lazy: () => import('@/routes/verify') },
  // Certificate pages (000 §2): the logged-in owner, or anyone with the record's view token (masked).
  { path: '/attestation/:attestationId', layout: 'shell', access: 'public', title: '存证证书', lazy: () => import('@/routes/attestation') },
  { path: '/English/attestation/:attestationId', layout: 'shell', access: 'public', title: 'Certificate', lazy: () => import('@/routes/english-attestation') },
  { path: '/mobile/attestation/:attestationId/:token', layout: 'mobile', access: 'public', title: '存证证书', lazy: () => import('@/routes/mobile-attestation') },
  { path: '/mobile/preview/:fileUrl/:type/:attestationId', layout: 'mobile', access: 'public', title: '证据预览', lazy: () => import('@/routes/mobile-preview') },
  // Points and payments (issue 6)
  {
    path: '/buyCredits',
    layout: 'shell',
    access: 'login',
    title: '购买积分',
    breadcrumb: [HOME, { title: '账户' }, { title: '购买积分' }],
    lazy: () => import('@/routes/buy-credits'),
  },
  // the local test payment provider's cashier, opened from the QR code (PAYMENT_PROVIDER=local)
  { path: '/mobile/cashier/:token', layout: 'mobile', access: 'public', title: '本地测试收银台', lazy: () => import('@/routes/mobile-cashier') },
  // Orders (issue 6, 001 §2.7)
  {
    path: '/orders',
    layout: 'shell',
    access: 'login',
    title: '订单管理',
    breadcrumb: [HOME, { title: '账户' }, { title: '订单管理' }],
    lazy: () => import('@/routes/orders'),
  },
  // Members and the operator's review of their letters (issue 6, members slice)
  {
    path: '/member',
    layout: 'shell',
    access: 'login',
    title: '成员管理',
    breadcrumb: [HOME, { title: '账户' }, { title: '成员管理' }],
    lazy: () => import('@/routes/member'),
  },
  {
    path: '/member/:id',
    layout: 'shell',
    access: 'login',
    title: '成员详情',
    breadcrumb: [HOME, { title: '账户' }, { title: '成员管理', path: '/member' }, { title: '成员详情' }],
    lazy: () => import('@/routes/member-detail'),
  },
  {
    path: '/admin/members',
    layout: 'admin',
    access: 'admin',
    title: '成员授权审核',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '成员授权审核' }],
    lazy: () => import('@/routes/admin/members'),
  },
  // Invoices (issue 6 §6; 001 §2.8)
  {
    path: '/invoice',
    layout: 'shell',
    access: 'login',
    title: '发票管理',
    breadcrumb: [HOME, { title: '账户' }, { title: '发票管理' }],
    lazy: () => import('@/routes/invoice'),
  },
  {
    path: '/invoice/details',
    layout: 'shell',
    access: 'login',
    title: '发票详情',
    breadcrumb: [HOME, { title: '发票管理', path: '/invoice?activeName=1' }, { title: '发票详情' }],
    lazy: () => import('@/routes/invoice-details'),
  },
  {
    path: '/orders/makeOutInvoice',
    layout: 'shell',
    access: 'login',
    title: '申请开票',
    breadcrumb: [HOME, { title: '订单管理', path: '/orders' }, { title: '申请开票' }],
    lazy: () => import('@/routes/make-out-invoice'),
  },
  {
    path: '/admin/invoices',
    layout: 'admin',
    access: 'admin',
    title: '开票申请',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '开票申请' }],
    lazy: () => import('@/routes/admin/invoices'),
  },
  // The notary office's console (issue 15): notaries only (the menu shows it to them; the server refuses others)
  {
    path: '/admin/notary',
    layout: 'admin',
    access: 'admin',
    title: '公证办理',
    breadcrumb: [{ title: '运营后台', path: '/admin' }, { title: '公证办理' }],
    lazy: () => import('@/routes/admin/notary'),
  },
  // Seals (issue 6; 001 §2.4): not for sub-accounts (the page says so, the server refuses)
  {
    path: '/signature',
    layout: 'shell',
    access: 'login',
    title: '签章管理 · 签名与印章',
    breadcrumb: [HOME, { title: '账户' }, { title: '签章管理' }, { title: '签名与印章' }],
    lazy: () => import('@/routes/signature'),
  },
  // The phone's handwriting of a signing (issue 15, 001 §2.2), opened from the desktop's QR code: public, the token is the key
  { path: '/signature-code', layout: 'mobile', access: 'public', title: '手机签字', lazy: () => import('@/routes/signature-code') },
  { path: '/signature-manual', layout: 'mobile', access: 'public', title: '手写签名', lazy: () => import('@/routes/signature-manual') },
  { path: '/signature-end', layout: 'mobile', access: 'public', title: '签字完成', lazy: () => import('@/routes/signature-end') },
  // Online notarization (issue 15): 我的公证, 申请公证, 公证详情 (app/notary-routes.ts)
  ...NOTARY_LIST_ROUTES,
  // 电子签约 · 企业印章 (issue 16): app/esign-seal-routes.ts
  ...ESIGN_SEAL_ROUTES,
  // 电子签约 → 合同模板 (issue 16): list, create, edit/{id}, detail/{id} (app/esign-module-routes.ts)
  ...ESIGN_MODULE_ROUTES,
  ...H5ESIGN_ROUTES,
  // 电子签约 → 签署管理 (issue 16): /electric-sign and /electric-sign/manage/* (app/esign-manage-routes.ts)
  ...ESIGN_MANAGE_ROUTES,
  // 在线取证 (issue 17): /evidences-all and each part's own route file (app/online-evidence-routes.ts)
  ...ONLINE_EVIDENCE_ROUTES,
  // Last: everything not built above.
  { path: '*', layout: 'shell', access: 'public', title: '页面不存在', lazy: () => import('@/routes/not-found') },
];

/** Whether a page exists for this path (query and hash ignored; `:params` match any value). */
export function isBuilt(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return ROUTES.some((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, pathname) !== null);
}

/** Route metadata a layout reads from `useMatches()`. */
export interface RouteHandle {
  title: string;
  access: Access;
  breadcrumb?: Crumb[];
}
