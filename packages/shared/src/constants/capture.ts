/**
 * Online evidence captured by the platform's browser (在线取证, issue 17, docs/online-evidence.md): web page
 * captures, recorded remote-browser sessions (虚拟机取证) and TV-profile sessions (电视盒子 / OTT取证).
 */

export const CaptureKind = { web: 'web', vm: 'vm', ott: 'ott' } as const;
export type CaptureKind = (typeof CaptureKind)[keyof typeof CaptureKind];

/** The order type codes of 001 §9 (web evidence 2, virtual machine 9, TV box 8; phone app 10): the lists' `type`. */
export const CAPTURE_TYPE: Record<CaptureKind, 2 | 9 | 8> = { web: 2, vm: 9, ott: 8 };
export const CAPTURE_KIND_OF_TYPE: Record<2 | 9 | 8, CaptureKind> = { 2: 'web', 9: 'vm', 8: 'ott' };
export const CAPTURE_KIND_NAMES: Record<CaptureKind, string> = { web: '网页取证', vm: '过程取证', ott: 'OTT取证' };

/**
 * A capture's life. web: queued → running → succeeded | failed. vm, ott: queued → running (the user operates the
 * browser) → processing (encoding, packaging) → pending_confirm (preview) → succeeded (confirmed, by the user or
 * after 24 h) | abandoned; queued or running may end as cancelled; anything may end as failed.
 */
export const CaptureStatus = {
  queued: 'queued',
  running: 'running',
  processing: 'processing',
  pendingConfirm: 'pending_confirm',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  abandoned: 'abandoned',
} as const;
export type CaptureStatus = (typeof CaptureStatus)[keyof typeof CaptureStatus];

export const CAPTURE_STATUS_NAMES: Record<CaptureStatus, string> = {
  queued: '排队中',
  running: '取证中',
  processing: '处理中',
  pending_confirm: '待确认',
  succeeded: '取证成功',
  failed: '取证失败',
  cancelled: '已取消',
  abandoned: '已放弃',
};

/** States a capture never leaves: only these may be deleted from the list. */
export const CAPTURE_FINAL_STATUSES: readonly CaptureStatus[] = ['succeeded', 'failed', 'cancelled', 'abandoned'];

export const CAPTURE_LIMITS = {
  titleMax: 100,
  labelMax: 30,
  urlMax: 2048,
  keywordMax: 50,
  /** the longest session a user may reserve (CAPTURE_SESSION_MAX_MINUTES may lower it) */
  sessionMaxMinutes: 30,
  /** a recorded session is confirmed automatically this long after it ended */
  autoConfirmMs: 24 * 3600 * 1000,
} as const;

export const CAPTURE_MSG = {
  badId: '取证记录编号不正确',
  notFound: '取证记录不存在',
  badType: '取证类型不正确',
  badStatus: '取证状态不正确',
  badKeyword: `搜索内容不能超过${CAPTURE_LIMITS.keywordMax}个字`,
  titleRequired: '请填写取证名称',
  titleTooLong: `取证名称不能超过${CAPTURE_LIMITS.titleMax}个字`,
  labelTooLong: `标签不能超过${CAPTURE_LIMITS.labelMax}个字`,
  labelSaved: '标签已保存',
  deleteConfirm: '是否删除该取证记录？删除后列表中不再显示，已保全的证据及其存证账本记录仍会保留。',
  deleted: '删除成功',
  deleteOnlyFinal: '取证进行中，不能删除',
  // a capture that preserved its package: the package is evidence made for several parties (decision 684)
  packageNoDelete: '该取证已保全取证包，随存证记录保存，不能删除',
  subAccountNoDelete: '子账号不能删除取证记录',
  fileMismatch: '该取证文件与记录的哈希值不一致，已暂停使用，请联系平台客服',
} as const;
