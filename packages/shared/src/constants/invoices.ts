/**
 * Invoices and invoice headers (001 §3, §4, §5, §9; docs/invoices.md, decisions 125–134).
 */

/** Header type (001 §3): 1 individual / non-enterprise, 2 enterprise (the default). */
export const InvoiceHeaderType = { individual: 1, enterprise: 2 } as const;
export type InvoiceHeaderType = (typeof InvoiceHeaderType)[keyof typeof InvoiceHeaderType];

export const INVOICE_HEADER_TYPE_NAMES: Record<InvoiceHeaderType, string> = {
  1: '个人/非企业单位',
  2: '企业',
};

/** Invoice type of an application (001 §3): 1 ordinary e-invoice, 2 special e-invoice (not supported, §5). */
export const InvoiceType = { ordinary: 1, special: 2 } as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

export const INVOICE_TYPE_NAMES: Record<InvoiceType, string> = {
  1: '电子普通发票',
  2: '电子专用发票',
};

/** Application state (001 §3 detail status): 1 pending, 2 issued, 4 refused. */
export const InvoiceStatus = { pending: 1, issued: 2, refused: 4 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  1: '待开票',
  2: '已开票',
  4: '已拒绝',
};

export const INVOICE_LIMITS = {
  /** headers per account (001 §9) */
  maxHeaders: 5,
  /** remark of an application (001 §9) */
  remarkMax: 50,
  /** after a successful application the page goes to the list (001 §9) */
  navigateDelayMs: 800,
  /** orders in one application */
  maxOrders: 100,
  /** an operator's refusal reason */
  refuseReasonMax: 200,
  headMax: 100,
  /** signed PDF links live this long */
  pdfLinkTtlMs: 10 * 60_000,
} as const;

/** The notice rules shown on the make-out-invoice page (001 §5), enforced by the server. */
export const INVOICE_NOTICE_RULES: readonly string[] = [
  '仅支持开具电子发票；',
  '每笔订单只能开具一次发票；',
  '发票内容仅为公证服务费；',
  '仅可对本年度内的订单开具发票，不支持跨年开票；',
  '企业充值订单仅可使用企业抬头开具发票；',
  '暂不支持开具专用发票。',
];

export const INVOICE_MSG = {
  notVerified: '您还未实名，不可新增发票',
  tooManyHeaders: '最多保存 5 个发票抬头信息',
  selectHeader: '请选择发票信息',
  selectType: '请选择发票类型',
  headRequired: '发票抬头不能为空',
  headerTypeInvalid: '请选择抬头类型',
  taxNumRequired: '税号不能为空',
  taxNumInvalid: '请输入正确的税号（15–20 位字母或数字）',
  bankNameRequired: '开户银行不能为空',
  accountRequired: '银行账号不能为空',
  streetRequired: '注册地址不能为空',
  phoneNumberRequired: '注册电话不能为空',
  remarkTooLong: '备注不能超过50个字符',
  headerNotFound: '发票抬头不存在',
  invoiceNotFound: '发票申请不存在',
  specialNotSupported: '暂不支持开具专用发票，请选择电子普通发票',
  selectOrders: '请选择要开票的订单',
  tooManyOrders: '单次最多选择 100 笔订单开票',
  orderNotFound: '订单不存在',
  orderNotPaid: '只能对已支付的订单开具发票',
  orderGift: '平台赠送的订单不能开具发票',
  orderNotRecharge: '仅可对充值订单开具发票',
  orderInvoiced: '所选订单已申请过发票，每笔订单只能开具一次发票',
  notThisYear: '仅可对本年度内的订单开具发票，不支持跨年开票',
  enterpriseHeaderOnly: '企业充值订单仅可使用企业抬头开具发票',
  noFailure: '该订单没有开票失败记录',
  pdfNotReady: '发票尚未开具，暂无发票文件',
  refuseReasonRequired: '请填写拒绝原因',
  notPending: '该申请已处理，请刷新后查看',
  added: '发票抬头已保存',
  edited: '发票抬头已修改',
  deleted: '发票抬头已删除',
  asked: '开票申请已提交',
  issued: '发票已开具',
  refused: '已拒绝该开票申请',
  linkInvalid: '发票下载链接无效，请重新下载',
  linkExpired: '发票下载链接已过期，请重新下载',
  fileGone: '发票文件不存在',
} as const;
