/**
 * Company e-seals of electronic signing (issue 16 item 2, docs/esign.md "Company e-seals"; decisions
 * 410–419). The shared ESIGN_MSG holds the messages every part uses (sealNotFound, companyOnly,
 * mainAccountOnly, notPng); what only the seal pages and calls say is here.
 */
import { EsignSealType } from './esign';

/** How a company seal was made. */
export const EsignSealSource = { generated: 'generated', uploaded: 'uploaded' } as const;
export type EsignSealSource = (typeof EsignSealSource)[keyof typeof EsignSealSource];
export const ESIGN_SEAL_SOURCE_NAMES: Record<EsignSealSource, string> = { generated: '系统生成', uploaded: '上传图片' };

/**
 * The words a generated seal prints under the company name (decision 411): a 合同专用章 says what it is
 * and has no star; a 公章 has the star and nothing under it.
 */
export const ESIGN_SEAL_GENERATED_TEXT: Record<EsignSealType, { star: boolean; bottomText: string }> = {
  [EsignSealType.contract]: { star: false, bottomText: '合同专用章' },
  [EsignSealType.official]: { star: true, bottomText: '' },
};

export const ESIGN_SEAL_LIMITS = {
  /** live (not deleted) seals a company may hold */
  perCompany: 20,
  /** a seal's name, in characters */
  nameMax: 30,
  /** an uploaded PNG */
  uploadMaxBytes: 2 * 1024 * 1024,
  /** either side of an uploaded PNG, in pixels */
  minSide: 100,
  maxSide: 2000,
  /** the longer side at most this many times the shorter (seals are round, oval or square) */
  maxAspect: 3,
  /** at least this share of the pixels fully transparent: a real transparent background */
  minClearShare: 0.1,
  /** at least this share of the pixels visible: not an empty image */
  minInkShare: 0.01,
} as const;

export const ESIGN_SEAL_MSG = {
  companyNotVerified: '企业尚未完成实名认证，请先完成企业认证后再管理企业印章',
  idInvalid: '印章编号格式不正确',
  nameRequired: '请输入印章名称',
  nameTooLong: `印章名称不能超过${ESIGN_SEAL_LIMITS.nameMax}个字符`,
  typeRequired: '请选择印章类型（合同专用章或公章）',
  modeInvalid: '请选择生成印章或上传印章',
  tooMany: `每个企业最多保存${ESIGN_SEAL_LIMITS.perCompany}个印章，请先删除不用的印章`,
  alreadyGenerated: '已生成过该类型的印章，无需重复生成',
  fileRequired: '请选择要上传的印章图片',
  pngTooLarge: `印章图片不能超过${ESIGN_SEAL_LIMITS.uploadMaxBytes / 1024 / 1024}MB`,
  pngSide: `印章图片的宽和高须在${ESIGN_SEAL_LIMITS.minSide}至${ESIGN_SEAL_LIMITS.maxSide}像素之间`,
  pngAspect: `印章图片的长边不能超过短边的${ESIGN_SEAL_LIMITS.maxAspect}倍`,
  pngNoAlpha: '印章图片没有透明通道，请上传背景透明的 PNG 图片',
  pngOpaque: '印章图片的背景不透明，请上传背景透明的 PNG 图片',
  pngBlank: '印章图片内容为空，请上传清晰的印章图片',
  generatedTypeFixed: '系统生成的印章图案已包含印章类型，不能修改类型；如需其他类型请重新生成',
  imageGone: '印章图片不存在或已删除',
  imageDamaged: '印章图片校验失败，请联系客服',
  imageLinkInvalid: '印章图片链接无效，请刷新页面后重试',
  imageLinkExpired: '印章图片链接已过期，请刷新页面后重试',
  created: '印章已创建',
  saved: '保存成功',
  deleted: '删除成功',
} as const;
