/**
 * Electronic signing (issue 16, docs/esign.md; 001 §2.1, §2.2, §7 "Electronic signing", §8, §9).
 * Statuses and kinds are strings in the database and the API; the names are what every page shows.
 */

export const EsignFlowStatus = {
  draft: 'draft',
  signing: 'signing',
  completed: 'completed',
  rejected: 'rejected',
  revoked: 'revoked',
  expired: 'expired',
} as const;
export type EsignFlowStatus = (typeof EsignFlowStatus)[keyof typeof EsignFlowStatus];

export const ESIGN_FLOW_STATUS_NAMES: Record<EsignFlowStatus, string> = {
  draft: '草稿',
  signing: '签署中',
  completed: '已完成',
  rejected: '已拒签',
  revoked: '已撤销',
  expired: '已过期',
};

/** waiting: a sequential flow has not reached this signer yet (no link is sent or works). */
export const EsignSignerStatus = {
  waiting: 'waiting',
  unread: 'unread',
  read: 'read',
  signed: 'signed',
  rejected: 'rejected',
} as const;
export type EsignSignerStatus = (typeof EsignSignerStatus)[keyof typeof EsignSignerStatus];

export const ESIGN_SIGNER_STATUS_NAMES: Record<EsignSignerStatus, string> = {
  waiting: '待签署',
  unread: '未读',
  read: '已读',
  signed: '已签',
  rejected: '已拒签',
};

export const EsignOrderMode = { parallel: 'parallel', sequential: 'sequential' } as const;
export type EsignOrderMode = (typeof EsignOrderMode)[keyof typeof EsignOrderMode];
export const ESIGN_ORDER_MODE_NAMES: Record<EsignOrderMode, string> = { parallel: '无序签署（同时）', sequential: '顺序签署' };

export const EsignSignerKind = { person: 'person', company: 'company' } as const;
export type EsignSignerKind = (typeof EsignSignerKind)[keyof typeof EsignSignerKind];
export const ESIGN_SIGNER_KIND_NAMES: Record<EsignSignerKind, string> = { person: '个人', company: '企业' };

export const EsignFieldKind = { signature: 'signature', seal: 'seal', date: 'date', text: 'text', name: 'name' } as const;
export type EsignFieldKind = (typeof EsignFieldKind)[keyof typeof EsignFieldKind];
export const ESIGN_FIELD_KIND_NAMES: Record<EsignFieldKind, string> = {
  signature: '个人签名',
  seal: '企业印章',
  date: '签署日期',
  text: '文本',
  name: '签署人姓名',
};

export const EsignSealType = { contract: 'contract', official: 'official' } as const;
export type EsignSealType = (typeof EsignSealType)[keyof typeof EsignSealType];
export const ESIGN_SEAL_TYPE_NAMES: Record<EsignSealType, string> = { contract: '合同专用章', official: '公章' };

/** How a signer's identity was checked, and how the intent to sign was confirmed. */
export const EsignIdentityMethod = { account: 'account', face: 'face' } as const;
export const EsignIntentMethod = { sms: 'sms', face: 'face' } as const;
export const ESIGN_INTENT_METHOD_NAMES: Record<string, string> = { sms: '短信验证码', face: '人脸识别', auto_seal: '发起方在发起时选择本方自动盖章' };

/** Template categories (contractTempCatOption): value → name. */
export const ESIGN_TEMPLATE_CATEGORIES = [
  { value: 'labor', label: '劳动合同' },
  { value: 'lease', label: '租赁合同' },
  { value: 'sale', label: '买卖合同' },
  { value: 'service', label: '服务合同' },
  { value: 'loan', label: '借款合同' },
  { value: 'agreement', label: '协议书' },
  { value: 'other', label: '其他' },
] as const;

export const ESIGN = {
  /** a template's or a flow's PDF, judged by content */
  maxPdfBytes: 20 * 1024 * 1024,
  maxPages: 200,
  maxSigners: 10,
  maxFields: 200,
  maxRoles: 10,
  /** a flow's expiry: default and the longest allowed, in days from sending */
  defaultExpiryDays: 7,
  maxExpiryDays: 90,
  /** 001 §9: every request of the phone pages times out after this */
  clientTimeoutMs: 60_000,
  /** the page polls the face check (as the verification pages do) */
  facePollMs: 3000,
  pageSize: 10,
} as const;

/** What the pages and the API say (001 §8 quoted exactly where it has words). */
export const ESIGN_MSG = {
  /** sign with the SHA-256 of a document that is not the flow's current one (issue 23 item 1) */
  documentChanged: '文件已变更，请重新查看后签署',
  linkExpired: '本次签约请求已过期，请重新点击链接进行签约',
  /** the link that signed, opened again (issue 24 item 1, decision 811) */
  usedLink: '您已签署',
  requestTimeout: '请求超时，请检查网络后重试',
  flowNotFound: '签署流程不存在',
  templateNotFound: '合同模板不存在',
  sealNotFound: '印章不存在',
  mainAccountOnly: '仅企业主账号可以管理企业印章',
  companyOnly: '仅已认证的企业可以使用企业印章',
  notVerified: '请先完成实名认证后再发起签署',
  notPdf: '请上传 PDF 格式的合同文件',
  pdfTooLarge: '合同文件不能超过 20MB',
  pdfUnreadable: '无法读取该 PDF 文件，请确认文件未加密且未损坏',
  pdfTooExpanded: '该 PDF 文件解压后过大，请另存为普通 PDF 后重新上传',
  pdfUnsupportedCoding: '该 PDF 文件使用了不支持的编码方式，请另存为普通 PDF 后重新上传',
  pdfActiveContent: '合同文件含有脚本、附件、表单或已有的数字签名，请另存为普通 PDF（如“打印为 PDF”）后重新上传',
  notPng: '请上传透明背景的 PNG 图片',
  noSigners: '请添加签署人',
  fieldsMissing: '每位签署人至少需要一个签署位置',
  notYourTurn: '尚未轮到您签署，请等待前一位签署人完成',
  alreadySigned: '您已完成签署',
  flowEnded: '该签署流程已结束',
  draftOnly: '只能删除草稿',
  revokeNotAllowed: '当前状态不可撤销',
  phoneTextsExhausted: '该手机号今日接收的签署短信已达上限，请明天再试或复制签署链接发送',
  allSignedCompleting: '全部签署人已完成签署，签署文件正在生成，不可撤销',
  fieldNotYours: '不能填写其他签署人的签署位置',
  fillAllFields: '请完成所有签署位置',
  intentFirst: '请先完成意愿认证',
  identityFirst: '请先完成身份核验',
  identityMismatch: '身份信息与发起方填写的签署人信息不一致',
  rejectReasonRequired: '请填写拒签原因',
  // phone signing (/h5elesign, services/esign/phone)
  identityDone: '身份核验已通过',
  identityFaceNeeded: '请完成人脸识别以核验身份',
  identityLocked: '身份核验失败次数过多，请1小时后再试',
  faceNotStarted: '请先发起人脸识别',
  facePending: '人脸识别尚未完成，请在打开的页面中完成',
  faceFailed: '人脸识别未通过，请重新发起',
  intentDone: '意愿认证已通过',
  smsSent: '验证码已发送至签署人手机',
  handwritingRequired: '请先手写签名',
  handwritingTooLarge: '手写签名图片过大，请清除后重新书写',
  sealRequired: '请为每个印章位置选择企业印章',
  textRequired: '请填写所有文本位置',
  textTooLong: '填写内容不能超过200字',
  signedWaitCompletion: '签署成功，全部签署方已完成签署，正在生成签署文件，完成后将通过短信发送下载链接',
  signedNext: '签署成功，已通知下一位签署人',
  signedOthersLeft: '签署成功，尚有其他签署人未完成签署，全部签署完成后将通过短信发送签署文件下载链接',
  rejectedDone: '您已拒签该合同',
  resultNotReady: '签署文件正在生成，请稍后再试',
  fileMismatch: '该文件与签署记录中的哈希值不一致，已暂停下载，请联系平台客服',
  reasonTooLong: '拒签原因不能超过200字',
} as const;
