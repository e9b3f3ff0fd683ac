/**
 * Reading the front of a resident ID card (000 §5 individual verification, §7
 * /api/Peruser/checkIdCardInformation). The specification leaves the wording to us: every failure
 * tells the user to fill the fields in by hand, because the form clears them on failure.
 */
export const ID_CARD_OCR_MSG = {
  urlRequired: '请先上传身份证人像面照片',
  /** a field could not be read reliably (or the photo is too small, blurred, not a card …) */
  failed: '识别失败，请手动填写',
  /** OCR_PROVIDER=off */
  off: '未开启身份证自动识别，请手动填写',
  /** too many recognitions are waiting already */
  busy: '识别繁忙，请稍后重试或手动填写',
  /** the cloud service did not answer in OCR_TIMEOUT_MS */
  timeout: '识别超时，请稍后重试或手动填写',
  /** the cloud service refused our credentials (a wrong SecretKey): the office must fix its settings */
  providerAuth: '身份证识别服务配置有误，请手动填写或联系平台客服',
  /** the service found no card in the photo */
  noCard: '照片中未检测到身份证人像面，请重新上传或手动填写',
} as const;

/**
 * Tencent Cloud IDCardOCR's warnings (AdvancedInfo.WarnInfos codes): the photo is not of an original,
 * valid card. The reading then fails with these reasons, so nothing is filled from such a photo
 * (decision 905); several are joined with '；'.
 */
export const ID_CARD_WARN_MSG: Record<string, string> = {
  '-9102': '检测到身份证复印件，请上传身份证原件照片',
  '-9108': '检测到身份证复印件，请上传身份证原件照片',
  '-9103': '检测到翻拍的身份证照片，请直接拍摄身份证原件',
  '-9106': '身份证照片疑似存在 PS 痕迹，请上传未经修改的原件照片',
  '-9104': '检测到临时身份证，请使用居民身份证原件认证',
  '-9109': '身份证有效日期不合法或身份证已过期，请使用有效期内的身份证',
  '-9101': '身份证边框不完整，请拍摄完整的身份证',
  '-9105': '身份证被遮挡，请拍摄完整的身份证',
  '-9107': '身份证照片反光，请调整角度重新拍摄',
  '-9110': '检测到电子身份证，请拍摄实体身份证原件',
  '-9111': '身份证照片含水印，请上传无水印的原件照片',
};
/** a warning code this platform does not know yet */
export const ID_CARD_WARN_UNKNOWN = '身份证照片未通过真实性检查，请上传身份证原件照片';
