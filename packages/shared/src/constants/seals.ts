/**
 * Seals, 印章管理 (001 §2.4, §2.10, §3, §6, §7; issue 6 item 7). The specification gives the page,
 * the entity (id, name, pic_url, add_time, is_default '1') and the three calls without paths; the
 * paths, limits and messages below are ours (docs/decisions.md 135–144).
 */

/** How a seal was made: drawn in the browser, or generated from the verified name. */
export const SealKind = { drawn: 'drawn', company: 'company', person: 'person' } as const;
export type SealKind = (typeof SealKind)[keyof typeof SealKind];

/** `is_default` of 001 §3: '1' the account's default seal, '0' any other. */
export const SealDefault = { yes: '1', no: '0' } as const;

export const SEAL_LIMITS = {
  /** a seal's name, in characters */
  nameMax: 20,
  /** live (not deleted) seals an account may hold */
  perAccount: 20,
  /** the drawn PNG as uploaded */
  uploadMaxBytes: 2 * 1024 * 1024,
  /** either side of the drawn PNG as uploaded, in pixels */
  uploadMaxSide: 4000,
  /** the stored drawn signature fits within this box (pixels), never enlarged */
  storedMaxWidth: 800,
  storedMaxHeight: 400,
  /** a channel value at or above this (of 255) on all three colours counts as paper: made transparent */
  paperThreshold: 225,
} as const;

/** The text under the star of a generated company seal: says what it is (decision 138). */
export const SEAL_COMPANY_BOTTOM_TEXT = '电子印章';
/** The label of the default seal where seals are picked (001 §2.10). */
export const SEAL_DEFAULT_LABEL = '默认印章';

export const SEAL_MSG = {
  subAccount: '子账号不能管理印章，请切换到个人身份后操作',
  notFound: '印章不存在或已删除',
  idInvalid: '印章编号格式不正确',
  nameRequired: '请输入印章名称',
  nameTooLong: `印章名称不能超过${SEAL_LIMITS.nameMax}个字符`,
  imageRequired: '请先书写签名',
  imageType: '签名图片必须是PNG格式',
  imageTooLarge: `签名图片不能超过${SEAL_LIMITS.uploadMaxBytes / 1024 / 1024}MB`,
  imageTooWide: `签名图片的宽和高不能超过${SEAL_LIMITS.uploadMaxSide}像素`,
  imageBlank: '签名内容为空，请书写后再提交',
  tooMany: `每个账号最多保存${SEAL_LIMITS.perAccount}个印章，请先删除不用的印章`,
  notVerified: '您还未完成实名认证，不能生成印章，请先完成实名认证',
  nameUnavailable: '未找到已认证的名称，无法生成印章',
  alreadyGenerated: '您已生成过该名称的印章，无需重复生成',
  deleteDefault: '默认印章不能删除，请先将其他印章设为默认印章',
  alreadyDefault: '该印章已是默认印章',
  fontMissing: '服务器缺少中文字体，暂时无法生成印章',
  created: '添加成功',
  generated: '生成成功',
  setDefault: '设置成功',
  deleted: '删除成功',
  imageLinkInvalid: '印章图片链接无效，请刷新页面后重试',
  imageLinkExpired: '印章图片链接已过期，请刷新页面后重试',
  imageGone: '印章图片不存在或已删除',
} as const;
