/**
 * Real-name verification (000 §4, §5, §7; 001 §4): the states, limits and messages. The
 * specification's texts are used exactly as quoted; the rest are ours (docs/decisions.md, section
 * "Real-name verification").
 */

/** Kinds of submission: an individual, a company, a verified company's change of authorised person. */
export const VerificationKind = { person: 'person', company: 'company', author: 'author' } as const;
export type VerificationKind = (typeof VerificationKind)[keyof typeof VerificationKind];
export const VERIFICATION_KIND_NAMES: Record<VerificationKind, string> = { person: '个人认证', company: '企业认证', author: '变更被授权人' };

/** A submission's own state (the user's `userStatus` follows it, 000 §4). */
export const SubmissionStatus = { submitted: 2, approved: 3, rejected: 4 } as const;
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus];
export const SUBMISSION_STATUS_NAMES: Record<SubmissionStatus, string> = { 2: '待审核', 3: '已通过', 4: '已驳回' };

/** `repairType` of a verified company (001 §4 banner): 2 a change is under review. */
export const RepairType = { reviewing: 2, reupload: 4 } as const;

/** Identity document types (`type` of perAuthorize): only the resident ID card, whose numbers GB 11643 checks. */
export const IdDocumentType = { residentIdCard: 1 } as const;

export const VERIFICATION_LIMITS = {
  /** 000 §9: individual images at most 5 MB, company images at most 20 MB */
  personImageMaxBytes: 5_242_880,
  companyImageMaxBytes: 20_971_520,
  personImageMimes: ['image/png', 'image/jpeg', 'image/gif'],
  companyImageMimes: ['image/png', 'image/jpeg'],
  rejectReasonMax: 200,
  companyNameMax: 100,
  addressMax: 200,
  bankTextMax: 100,
} as const;

export const VERIFY_MSG = {
  // 000 §4 banners, exactly
  reviewing: '您已提交认证，资料审核中…',
  companyVerified: '恭喜您，您已成功通过企业实名认证！',
  personVerified: '恭喜，您的个人实名认证成功！',
  companyFailed: '抱歉，您的企业实名认证失败！ 您提交的资料审核未通过，请重新认证。',
  // "an equivalent individual message exists" (000 §4): the company's, worded for a person
  personFailed: '抱歉，您的个人实名认证失败！ 您提交的资料审核未通过，请重新认证。',
  // 000 §5, exactly
  consentRequired: '请先同意实名验证',
  addressRequired: '身份证地址不能为空',
  companyImageType: '上传图片只能是png,jpg或JPEG格式!',
  companyImageTooLarge: '上传图片不能超多20M',
  personImageTooLarge: '上传图片不能超多5M',
  newPhoneRequired: '请输入新手机号',
  // ours
  personImageType: '上传图片只能是png,jpg,jpeg或gif格式!',
  submitted: '提交成功，请等待审核',
  alreadyVerified: '您已通过实名认证，无需重复提交',
  subAccountRefused: '子账号不能进行实名认证，请切换到个人身份后操作',
  idTypeInvalid: '证件类型不正确',
  idCardTaken: '该身份证号码已被其他账号用于实名认证',
  creditCodeTaken: '该统一社会信用代码已被其他账号用于企业认证',
  companyNameRequired: '请输入企业名称',
  companyAddressRequired: '请输入企业地址',
  legalNameRequired: '请输入法定代表人姓名',
  legalIdRequired: '请输入法定代表人身份证号码',
  legalBirthRequired: '请选择法定代表人出生日期',
  legalAddressRequired: '请输入法定代表人住址',
  accountNameRequired: '请输入开户名称',
  accountBankRequired: '请输入开户银行',
  accountNoRequired: '请输入银行账号',
  contactNameRequired: '请输入联系人姓名',
  contactPhoneRequired: '请输入联系人手机号码',
  contactIdRequired: '请输入联系人身份证号码',
  authorNameRequired: '请输入被授权人姓名',
  authorIdRequired: '请输入被授权人身份证号码',
  authorBirthRequired: '请选择被授权人出生日期',
  authorPhoneRequired: '请输入被授权人手机号码',
  authorAddressRequired: '请输入被授权人住址',
  birthMismatch: '出生日期与身份证号码不一致',
  sexMismatch: '性别与身份证号码不一致',
  imageNotFound: '{label}不存在，请重新上传',
  imageRequired: '请上传{label}',
  sameImageTwice: '不同位置的证件照片不能使用同一张图片',
  imageLinkInvalid: '图片链接无效，请刷新页面后查看',
  imageLinkExpired: '图片链接已过期，请刷新页面后查看',
  imageGone: '图片不存在或已清除',
  noVerifiedData: '未找到已通过的企业认证资料，请联系平台客服',
  notCompany: '仅已通过企业实名认证的企业主账号可以进行此操作',
  changePending: '您已提交被授权人变更，资料审核中…',
  authorChangeSubmitted: '变更申请已提交，请等待审核',
  phoneTaken: '该手机号已被其他账号使用',
  samePhone: '新手机号不能与当前账号手机号相同',
  accountChanged: '企业账号手机号修改成功',
  // the operator's review
  notFound: '认证申请不存在',
  alreadyReviewed: '该认证申请已处理，请刷新后查看',
  rejectReasonRequired: '请填写驳回原因',
  rejectReasonTooLong: '驳回原因不能超过200个字符',
  approved: '已通过审核',
  rejected: '已驳回',
  templateName: '授权委托书模板.pdf',
} as const;
