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
} as const;
