import type { App, AppContext } from '../../context';
import adminLogin from './admin/login';
import adminLogout from './admin/logout';
import adminMe from './admin/me';
import smsOutbox from './admin/sms-outbox';
import smsDeliveries from './admin/sms-deliveries';
import paymentStatement from './admin/payment-statement';
import refundRetry from './admin/refund-retry';
import refundQueue from './admin/refund-queue';
import loginFailures from './admin/login-failures';
import bqno from './check/bqno';
import bqview from './check/bqview';
import downCertificate from './check/down-certificate';
import notarialLookup from './check/notarial';
import notarialFileCheck from './check/notarial-file';
import delData from './data/del-data';
import getLabelList from './data/get-label-list';
import getList from './data/get-list';
import sharedDownload from './data/shared-download';
import sharedList from './data/shared-list';
import health from './health';
import anchors from './ledger/anchors';
import checkpoint from './ledger/checkpoint';
import consistencyProof from './ledger/consistency-proof';
import inclusionProof from './ledger/inclusion-proof';
import proofBundle from './ledger/proof-bundle';
import publicKey from './ledger/public-key';
import offlineVerifier from './verify/offline-verifier';
import offlineVerifierInfo from './verify/offline-verifier-info';
import getSiteConfig from './home/get-site-config';
import platformSeal from './home/platform-seal';
import login from './login/login';
import resetPassword from './login/reset-password';
import getImgCode from './register/get-img-code';
import register from './register/register';
import sendResetSms from './register/send-reset-sms';
import sendSms from './register/send-sms';
import editPassword from './user/edit-password';
import getAuthInfo from './user/get-auth-info';
import logout from './user/logout';
import downBaoquan from './share/down-baoquan';
import getCustody from './share/get-custody';
import createShareLink from './share/create-share-link';
import getExtractCode from './user/get-extract-code';
import setExtractCode from './user/set-extract-code';
import downloadBatch from './data/download-batch';
import downloadZip from './data/download-zip';
import downloadOriginal from './download/original';
import downloadZipStream from './download/zip';
import tusUpload from './upload/tus';
import uploadResult from './upload/upload-result';
import uploadNormal from './upload/upload-normal';
import getImage from './upload/get-image';
import getView from './share/get-view';
import getMpsInfo from './share/get-mps-info';
import { DEVICE_ROUTES } from './bwc-data';
import dataDownBaoquan from './data/down-baoquan';
import downloadPackage from './download/package';
import downloadCertificate from './download/certificate';
import downloadPreview from './download/preview';
import checkIdCardInformation from './peruser/check-id-card-information';
import perAuthorize from './peruser/per-authorize';
import detectAuth from './peruser/detect-auth';
import getDetectInfoEnhanced from './peruser/get-detect-info-enhanced';
import aliIdentification from './peruser/ali-identification';
import aliQuery from './peruser/ali-query';
import faceLocalSession from './face-local/session';
import faceLocalComplete from './face-local/complete';
import companyAuthorize from './user/company-authorize';
import updateAuthor from './user/update-author';
import accountCode from './user/account-code';
import updateAccount from './user/update-account';
import getVerifyInfo from './user/get-verify-info';
import downloadTemplate from './user/download';
import downloadTemplateFile from './download/template';
import kycImage from './download/kyc-image';
import verificationList from './admin/verification-list';
import verificationDetail from './admin/verification-detail';
import verificationApprove from './admin/verification-approve';
import verificationReject from './admin/verification-reject';
import newsListing from './news/listing';
import newsRead from './news/read';
import newsDel from './news/del';
import newsNotice from './news/notice';
import orderGetList from './order/get-list';
import orderNotarialList from './order/notarial-list';
import memberList from './company-member/get-list';
import queryMember from './company-member/query-member';
import memberSendMsg from './company-member/send-msg';
import memberAdd from './company-member/add';
import memberUpdate from './company-member/update';
import memberStop from './company-member/stop';
import memberDel from './company-member/del';
import memberDetail from './company-member/detail';
import memberOrderList from './company-member/get-order-list';
import memberExportOrders from './company-member/export-order-list';
import memberUpload from './company-member/upload';
import memberTemplate from './company-member/template';
import downloadMemberTemplate from './download/member-template';
import getCurrentRole from './company-member/get-current-role';
import switchRole from './company-member/switch-role';
import memberUnbind from './company-member/unbind';
import adminMemberList from './admin/member-list';
import adminMemberApprove from './admin/member-approve';
import adminMemberReject from './admin/member-reject';
import invoiceRiseList from './invoice/rise-list';
import invoiceAdd from './invoice/add-invoice';
import invoiceEdit from './invoice/edit-invoice';
import invoiceDel from './invoice/del-invoice';
import invoiceAskRoute from './invoice/invoice-ask';
import invoiceListRoute from './invoice/invoice-list';
import invoiceDetailRoute from './invoice/invoice-detail';
import invoiceCheckFail from './invoice/check-fail';
import invoiceDownPdf from './invoice/down-invoice-pdf';
import downloadInvoice from './download/invoice';
import adminInvoiceList from './admin/invoice-list';
import adminInvoiceDetail from './admin/invoice-detail';
import adminInvoiceIssue from './admin/invoice-issue';
import adminInvoiceRefuse from './admin/invoice-refuse';

import evidencesPay from './evidences/pay';
import alipayDoPay from './alipay/do-pay';
import alipayWxIsPay from './alipay/wx-is-pay';
import alipayCancelPay from './alipay/cancel-pay';
import paymentGetOrder from './payment/get-order';
import pointsPriceList from './points/price-list';
import paymentCashier from './payment/cashier';
import paymentCashierConfirm from './payment/cashier-confirm';
import paymentCashierCancel from './payment/cashier-cancel';
import paymentNotify from './payment/notify';
import sealGetList from './seal/get-list';
import sealSetDefault from './seal/set-default';
import sealDel from './seal/del';
import sealCreate from './seal/create';
import sealPreview from './seal/preview';
import sealGenerate from './seal/generate';
import sealImage from './download/seal-image';
import { NOTARY_ROUTES } from './notary';
import { SIGNATURE_ROUTES } from './signature';
import { ADMIN_NOTARY_ROUTES } from './admin/notary';
import { ESIGN_SEAL_ROUTES } from './elcsign/seal-routes';
import { ESIGN_TEMPLATE_ROUTES } from './elcsign/templates-index';
import { H5ELESIGN_ROUTES } from './h5elesign';
import { ESIGN_FLOW_ROUTES } from './elcsign/flows';
import { PROCESSLIST_ROUTES } from './processlist';
import { CAPTURE_WEB_ROUTES } from './capture-web-routes';
import { PROCESSFORENSICS_ROUTES } from './processforensics';
/** Every /api route, one file each (ARCHITECTURE.md rule 2). */
const ROUTES: Array<(app: App, ctx: AppContext) => void> = [
  health,
  getSiteConfig,
  platformSeal,
  getImgCode,
  sendSms,
  sendResetSms,
  register,
  login,
  resetPassword,
  logout,
  editPassword,
  getAuthInfo,
  adminLogin,
  adminMe,
  adminLogout,
  smsOutbox,
  smsDeliveries,
  loginFailures,
  checkpoint,
  publicKey,
  offlineVerifier,
  offlineVerifierInfo,
  proofBundle,
  inclusionProof,
  consistencyProof,
  anchors,
  downBaoquan,
  getCustody,
  createShareLink,
  getExtractCode,
  setExtractCode,
  bqno,
  notarialLookup,
  notarialFileCheck,
  bqview,
  downCertificate,
  downloadBatch,
  downloadZip,
  downloadOriginal,
  downloadZipStream,
  tusUpload,
  uploadResult,
  uploadNormal,
  getImage,
  getView,
  getMpsInfo,
  ...DEVICE_ROUTES,
  dataDownBaoquan,
  downloadPackage,
  downloadCertificate,
  downloadPreview,
  getList,
  sharedList,
  sharedDownload,
  getLabelList,
  delData,
  checkIdCardInformation,
  perAuthorize,
  detectAuth,
  getDetectInfoEnhanced,
  aliIdentification,
  aliQuery,
  faceLocalSession,
  faceLocalComplete,
  companyAuthorize,
  updateAuthor,
  accountCode,
  updateAccount,
  getVerifyInfo,
  downloadTemplate,
  downloadTemplateFile,
  kycImage,
  verificationList,
  verificationDetail,
  verificationApprove,
  verificationReject,
  newsListing,
  newsRead,
  newsDel,
  newsNotice,
  evidencesPay,
  alipayDoPay,
  alipayWxIsPay,
  alipayCancelPay,
  paymentGetOrder,
  pointsPriceList,
  paymentCashier,
  paymentCashierConfirm,
  paymentCashierCancel,
  paymentNotify,
  orderGetList,
  orderNotarialList,
  memberList,
  queryMember,
  memberSendMsg,
  memberAdd,
  memberUpdate,
  memberStop,
  memberDel,
  memberDetail,
  memberOrderList,
  memberExportOrders,
  memberUpload,
  memberTemplate,
  downloadMemberTemplate,
  getCurrentRole,
  switchRole,
  memberUnbind,
  adminMemberList,
  adminMemberApprove,
  adminMemberReject,
  invoiceRiseList,
  invoiceAdd,
  invoiceEdit,
  invoiceDel,
  invoiceAskRoute,
  invoiceListRoute,
  invoiceDetailRoute,
  invoiceCheckFail,
  invoiceDownPdf,
  downloadInvoice,
  adminInvoiceList,
  adminInvoiceDetail,
  adminInvoiceIssue,
  adminInvoiceRefuse,
  paymentStatement,
  refundRetry,
  refundQueue,
  sealGetList,
  sealSetDefault,
  sealDel,
  sealCreate,
  sealPreview,
  sealGenerate,
  sealImage,
  ...NOTARY_ROUTES,
  ...SIGNATURE_ROUTES,
  ...ADMIN_NOTARY_ROUTES,
  ...ESIGN_SEAL_ROUTES,
  ...ESIGN_TEMPLATE_ROUTES,
  ...H5ELESIGN_ROUTES,
  ...ESIGN_FLOW_ROUTES,
  ...PROCESSLIST_ROUTES,
  ...CAPTURE_WEB_ROUTES,
  ...PROCESSFORENSICS_ROUTES,
];

export function registerApiRoutes(app: App, ctx: AppContext): void {
  for (const route of ROUTES) route(app, ctx);
}
