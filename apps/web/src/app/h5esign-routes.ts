/**
 * The signer's phone pages (001 §2.2, issue 16 item 4): public (the link token in the query is the only
 * credential), the mobile layout (375 px first). One array, spread into the route table.
 */
import type { AppRoute } from './route-table';

const page = (path: string, title: string, lazy: AppRoute['lazy']): AppRoute => ({ path, layout: 'mobile', access: 'public', title, lazy });

export const H5ESIGN_ROUTES: readonly AppRoute[] = [
  page('/h5elesign', '电子合同签署', () => import('@/routes/h5elesign/entry')),
  page('/h5elesign/step1', '合同信息', () => import('@/routes/h5elesign/step1')),
  page('/h5elesign/step2', '身份核验', () => import('@/routes/h5elesign/step2')),
  page('/h5elesign/step3', '阅读合同', () => import('@/routes/h5elesign/step3')),
  page('/h5elesign/step4', '意愿认证', () => import('@/routes/h5elesign/step4')),
  page('/h5elesign/face-in', '人脸识别', () => import('@/routes/h5elesign/face-in')),
  page('/h5elesign/face-out', '人脸识别结果', () => import('@/routes/h5elesign/face-out')),
  page('/h5elesign/sign', '签署', () => import('@/routes/h5elesign/sign')),
  page('/h5elesign/check', '确认签署', () => import('@/routes/h5elesign/check')),
  page('/h5elesign/stop', '拒签', () => import('@/routes/h5elesign/stop')),
  page('/h5elesign/pdf', '合同全文', () => import('@/routes/h5elesign/pdf')),
  page('/h5elesign/endpdf', '签署文件', () => import('@/routes/h5elesign/endpdf')),
];
