/**
 * The certificate pages and the evidence package (000 §2, §5, §7; issue 4 §4, §5): the
 * specification's messages exactly, then ours.
 */
export const CERT_MSG = {
  // 000 §2: the confirm shown before printing
  printConfirm: '打印前请在打印设置中勾选“背景图形”，以便完整打印证书的背景和印章。是否继续打印？',
  // ours
  badNumber: '保全号格式不正确',
  badViewToken: '证书查看链接无效',
  needViewToken: '请通过证书二维码、分享链接或存证证书查询打开证书',
  badDataId: '请选择正确的存证记录',
  noEnforceInfo: '该证据没有执法记录仪信息',
  downloadLinkInvalid: '下载链接无效或已过期，请重新获取',
  notVerified: '请先完成实名认证后再下载证据',
  fontMissing: '服务器缺少中文字体（fonts-noto-cjk），暂时无法生成PDF证书，请联系管理员',
  onlyCheckpoint: '尚未配置区块链锚定：仅由公证处账本的签名检查点担保',
  anchorPending: '上链中：等待下一次锚定',
  timeStampPending: '等待可信时间戳：等待下一次锚定',
  previewOwnerOnly: '原件仅证据所有人登录后可预览；其他人请凭提取码提取证据',
} as const;

/** File names inside the evidence package (the verify CLI finds them by these). */
export const PACKAGE_FILES = {
  certificate: '证书.pdf',
  proof: 'proof.json',
  readme: '验证说明.txt',
} as const;

/** What `isEnforce` / `isApp` look like in certificate answers: 1 yes, 0 no (000 §3). */
export type YesNo = 0 | 1;
