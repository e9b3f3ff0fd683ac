/**
 * Sign flows, the sender's side (/electric-sign/manage, docs/esign.md "Sign flows"): what its calls and
 * pages say, beside the shared ESIGN_MSG of esign.ts.
 */
export const ESIGN_FLOW_MSG = {
  badSignId: '签署流程编号不正确',
  badSignerId: '签署人编号不正确',
  badData: '签署信息格式不正确，请刷新页面后重试',
  titleRequired: '请填写合同名称',
  titleTooLong: '合同名称不能超过50个字',
  sourceRequired: '请选择合同模板或上传合同文件',
  sourceBoth: '请在合同模板和上传文件中选择一种',
  badOrderMode: '请选择签署顺序',
  badExpiry: '签署有效期须为1至90天',
  badRemind: '提醒间隔须为0至7天',
  signerNameRequired: '请填写签署人姓名',
  signerNameTooLong: '签署人姓名不能超过30个字',
  roleRequired: '请填写签署方角色',
  companyNameRequired: '请填写签署企业名称',
  badSignerKind: '请选择签署人类型（个人或企业）',
  tooManySigners: '签署人不能超过10位',
  phonesDistinct: '签署人手机号不能重复',
  rolesDistinct: '签署方角色不能重复',
  rolesMismatch: '签署人须与模板的签署方一一对应',
  badField: '签署位置不正确，请重新放置',
  tooManyFields: '签署位置不能超过200个',
  fieldWrongKind: '个人签署人不能放置企业印章',
  templateNeedsCompany: '该签署方在模板中需加盖企业印章，请将签署主体选为“企业”',
  fieldsOnlyUpload: '使用模板时签署位置取自模板，无需另行放置',
  editDraftOnly: '只能编辑草稿',
  notSigning: '该签署流程不在签署中',
  signerNotDue: '该签署人当前无需签署',
  noneDue: '当前没有待签署的签署人',
  smsTooSoon: '短信发送过于频繁，请1分钟后再试',
  reasonRequired: '请填写撤销原因',
  reasonTooLong: '撤销原因不能超过200个字',
  signedNotReady: '签署完成后才能下载签署文件',
  badFileKind: '下载类型不正确',
  fileGone: '文件不存在或已被删除',
  badStatus: '签署状态不正确',
  badKeyword: '搜索内容不能超过50个字',
  saved: '草稿已保存',
  sent: '已发起签署，签署链接已通过短信发送',
  smsSent: '签署短信已发送',
  linkMade: '已生成新的签署链接，原链接已失效',
  revoked: '已撤销签署',
  deleted: '草稿已删除',
  // 本方自动盖章 (issue 24 item 6, decision 827)
  autoSealMainOnly: '只有企业主账号可以选择本方自动盖章',
  autoSealNotOwn: '本方自动盖章只能用于本企业：企业名称须为本企业的认证名称，手机号须为本企业主账号的登录手机号',
  autoSealSealMissing: '所选的本方印章不存在或已删除，请重新选择',
  autoSealFields: '该签署方的签署位置含有手写签名或必填文本，不能自动盖章，请由签署人本人签署',
} as const;

/** What the timeline calls each event kind (services/esign/flow-events.ts EsignEvent). */
/** Every kind of a flow's event (services/esign/flow-events.ts names them from this list). */
export type EsignEventKind =
  | 'created' | 'sent' | 'link_sent' | 'reminded' | 'opened' | 'identity_checked' | 'identity_failed' | 'face_started'
  | 'intent_confirmed' | 'intent_failed' | 'signed' | 'rejected' | 'revoked' | 'expired' | 'completed' | 'completion_failed' | 'downloaded'
  | 'auto_sealed';

/** Every kind has its words: a kind without them is a type error, never a raw key on the timeline (review). */
export const ESIGN_EVENT_NAMES: Record<EsignEventKind, string> = {
  created: '创建草稿',
  sent: '发起签署',
  link_sent: '发送签署链接',
  reminded: '重发签署链接',
  opened: '打开签署链接',
  identity_checked: '完成身份核验',
  identity_failed: '身份核验未通过',
  face_started: '开始人脸识别',
  intent_confirmed: '完成意愿认证',
  intent_failed: '意愿认证未通过',
  signed: '完成签署',
  rejected: '拒绝签署',
  revoked: '撤销签署',
  expired: '签署已过期',
  completed: '签署完成',
  completion_failed: '签署文件生成失败',
  downloaded: '下载文件',
  auto_sealed: '本方自动盖章（发起方选择）',
};

/** the same signer gets at most one text a minute from sendSignSms */
export const ESIGN_RESEND_MIN_MS = 60_000;
