/**
 * The attestation list (000 §2 /attestation-list, §7 getList / getLabelList / delData, §9) and the
 * removal of deleted originals. Page size and the end-of-day rule are the specification's; the
 * other limits are ours (docs/decisions.md).
 */
export const EVIDENCE_LIST = {
  /** rows per page of /attestation-list (000 §9) */
  pageSize: 10,
  /** most rows one getList call may ask for */
  limitMax: 100,
  /** highest page number accepted (deeper pages are refused, not slow) */
  pageMax: 100_000,
  /** the end of the chosen end day: end date + 86400 − 1 seconds (000 §9) */
  dayEndSeconds: 86_400 - 1,
  /** labels getLabelList answers at most (most used first) */
  labelsMax: 200,
  /** default days a deleted record's original is kept before it is removed (EVIDENCE_RETENTION_DAYS) */
  retentionDaysDefault: 30,
  /** default minutes between two runs of the removal of due originals (EVIDENCE_PURGE_INTERVAL_MINUTES) */
  purgeIntervalMinutesDefault: 60,
} as const;

/** Messages of the attestation list: ours, the specification quotes none for these cases. */
export const EVIDENCE_LIST_MSG = {
  badPage: '页码格式不正确',
  badLimit: '每页条数须为1到100之间的整数',
  badStartTime: '开始时间格式不正确',
  badEndTime: '结束时间格式不正确',
  startAfterEnd: '开始时间不能晚于结束时间',
  badLabel: '标签格式不正确',
  badKeyword: '关键词格式不正确',
  badV: '参数v格式不正确',
  badDataId: '请选择正确的存证记录',
} as const;
