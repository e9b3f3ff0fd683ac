/**
 * Online notarization (001 §2.9–2.10, §3, §4, §7 Notary, §8, §9; issue 15; docs/notarization.md).
 * Page size, polls, frame sizes and the quoted messages are the specification's; the rest is ours
 * (docs/decisions.md, "Online notarization").
 */
export const NOTARY = {
  /** rows per page of /notary, /notary/detail and /notary/selectList (001 §9) */
  pageSize: 10,
  pageMax: 100_000,
  /** the signing screen polls the order every 2 s, and moves on 2 s after signing (001 §4, §9) */
  signPollMs: 2000,
  redirectAfterSignMs: 2000,
  /** the document frame (001 §2.10, §9) */
  frameWidth: 650,
  frameHeight: 765,
  frameHeightWithButton: 615,
  /** records one order may cover (ours: the application form lists every one) */
  maxRecords: 50,
  /** a seal may be stamped at most this many times per order (001 §4 '不可重复签章') */
  maxSignings: 2,
  orderNoMax: 40,
} as const;

/** Notarization status (001 §4). */
export const NotaryStatus = { inProgress: 1, succeeded: 2, terminated: 3, failed: 4 } as const;
export type NotaryStatus = (typeof NotaryStatus)[keyof typeof NotaryStatus];
export const NOTARY_STATUS_NAMES: Record<NotaryStatus, string> = { 1: '出证中', 2: '出证成功', 3: '出证终止', 4: '出证失败' };

/** The applicant's steps in order (001 §2.1, §4), then the office's part. */
export const NOTARY_STEPS = ['applicationForm', 'signature', 'signing', 'deCode', 'pay', 'office'] as const;
export type NotaryStep = (typeof NOTARY_STEPS)[number];
export const NOTARY_STEP_NAMES: Record<NotaryStep, string> = {
  applicationForm: '申请表阅读与填写',
  signature: '在线签字',
  signing: '签署中',
  deCode: '数据解密',
  pay: '支付',
  office: '公证处办理',
};

/**
 * The office's stages once an order is paid. `confirming` is the applicant's second signing running (the
 * 受理通知书's receipt and the 询问笔录), `confirmed` its end: only then may the notary issue.
 */
export const OFFICE_STAGES = ['submitted', 'accepted', 'interview', 'confirming', 'confirmed', 'issuing', 'issued'] as const;
export type OfficeStage = (typeof OFFICE_STAGES)[number];
export const OFFICE_STAGE_NAMES: Record<OfficeStage, string> = {
  submitted: '待受理',
  accepted: '已受理',
  interview: '询问笔录待确认',
  confirming: '申请人签署中',
  confirmed: '待出证',
  issuing: '公证书生成中',
  issued: '已出证',
};

/**
 * Notary order types (001 §9: 1–7 are evidences; 1, 6, 7 file-based; 2 web; 3, 4, 5 process or
 * recording). The names are ours. Only kinds that exist can be applied for (`NOTARY_TYPES_OPEN`); the
 * others come with online evidence and plug in through the mapping of a record's kind to its type.
 */
export const NOTARY_TYPE_NAMES: Record<number, string> = {
  1: '数据存证',
  2: '网页取证',
  3: '过程取证',
  4: '电视盒子取证',
  5: '手机App取证',
  6: 'App数据',
  7: '执法记录仪数据',
};
export const NOTARY_TYPES_OPEN: readonly number[] = [1];

/** Document file types of the download call (001 §7 Notary) and the certificate (6, ours). */
export const NotaryDocType = { application: 1, acceptance: 2, notarizationNotice: 3, inquiry: 4, preservationNotice: 5, certificate: 6 } as const;
export type NotaryDocType = (typeof NotaryDocType)[keyof typeof NotaryDocType];
export const NOTARY_DOC_NAMES: Record<NotaryDocType, string> = {
  1: '电子申请表',
  2: '受理通知书',
  3: '公证告知书',
  4: '询问笔录',
  5: '保全告知书',
  6: '公证书',
};

/** The notarial matter of every order of this platform (001 §2.10 application form). */
export const NOTARY_MATTER = '保全证据公证';

/** Limits of the application form (ours). */
export const NOTARY_FORM = { purposeMax: 200, methodMax: 200, agentNameMax: 30, remarkMax: 500 } as const;

export const NOTARY_MSG = {
  // quoted by the specification (001 §8)
  certificateGenerating: '公证书正在生成中',
  signRepeated: '不可重复签章',
  codeEmpty: '验证码不能为空',
  // ours
  /** the documents a signing call names are not the ones of the order now (issue 23 item 1; e-signing's is 文件已变更…) */
  documentChanged: '文书已变更，请重新查看后签署',
  subRefused: '子账号不能办理公证，请使用企业主账号',
  notVerified: '请先完成实名认证后再申请公证',
  selectRecords: '请选择要申请公证的存证记录',
  tooManyRecords: `一次最多选择${NOTARY.maxRecords}条存证记录`,
  recordNotSelectable: '所选存证记录不存在，或仍在上传中、证据缺失，不能申请公证',
  typeNotOpen: '该类证据暂不支持在线公证',
  mixedTypes: '一个公证订单只能包含同一类证据，请分开申请',
  badOrderId: '请选择正确的公证订单',
  orderNotFound: '公证订单不存在',
  orderEnded: '该公证订单已结束，不能继续办理',
  wrongStep: '请按步骤办理：该订单当前步骤为“{step}”',
  stopRefused: '订单已支付或已出证，不能终止',
  stopped: '公证订单已终止',
  applied: '公证申请已创建，请阅读并填写申请表',
  formSaved: '申请表已保存',
  purposeRequired: '请填写公证用途',
  purposeTooLong: `公证用途不能超过${NOTARY_FORM.purposeMax}个字`,
  methodRequired: '请填写取证方式',
  methodTooLong: `取证方式不能超过${NOTARY_FORM.methodMax}个字`,
  promiseRequired: '请确认证据系合法取得的承诺',
  agentNameTooLong: `代理人姓名不能超过${NOTARY_FORM.agentNameMax}个字`,
  stopReasonTooLong: '终止原因不能超过200个字',
  certificateNotIssued: '公证书尚未出具',
  certificateNone: '该公证订单已结束，未出具公证书',
  recordsChanged: '存证记录与账本不一致，不能签署，请联系公证处',
  agentIncomplete: '请完整填写代理人的姓名、身份证号和手机号，或不填写代理人',
  agentIdCardInvalid: '代理人身份证号不正确，请核对18位居民身份证号',
  agentPhoneInvalid: '代理人手机号不正确，请填写11位手机号',
  remarkTooLong: `备注不能超过${NOTARY_FORM.remarkMax}个字`,
  badPayType: '支付状态格式不正确',
  badNotarialType: '公证类型格式不正确',
  badOrderNo: '订单号格式不正确',
  badSeal: '请选择签章',
  sealMissing: '所选签章不存在，请重新选择',
  noSeal: '您还没有签章，请先在签章管理中添加，或使用手机签字',
  codeWrong: '短信验证码错误,请重新输入',
  signing: '正在签署，请稍候',
  signFailed: '签署未能完成',
  paid: '支付成功，已提交公证处受理',
  decodeStarted: '已开始核验原始数据，请稍候',
  decodeRunning: '原始数据正在核验中，请稍候',
  badQuoteRecords: `请选择1至${NOTARY.maxRecords}条存证记录后查看公证费用`,
  feeChanged: '公证费用已变更，请重新确认后申请',
  badFee: '公证费用格式不正确',
  badRecordIds: '存证记录编号格式不正确，请以英文逗号分隔，如 1,2,3',
  documentNotReady: '该文书尚未生成',
  linkExpired: '文书链接已过期，请回到页面重新打开',
  linkInvalid: '文书链接无效',
  fileGone: '文书文件不存在，请联系公证处',
  badDocType: '文书类型不正确',
  documentRecord: '该存证记录是公证文书，随公证订单保存，不能删除',
  documentNotSelectable: '公证文书随公证订单保存，不能再次申请公证',
  recordInNotarization: '该存证记录正在办理公证或已出具公证书，不能删除',
  /** a record already in an order in progress (decision 858): one procedure at a time per record */
  recordInOpenOrder: '该存证记录已在办理中的公证订单中，不能重复申请',
} as const;

export * from './notary-office';
export * from './notary-money';
export * from './notary-applicant';
