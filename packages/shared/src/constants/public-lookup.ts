/**
 * Public lookup of a preserved record by its evidence number (000 §7 /api/check/bqno, bqview,
 * downCertificate) and the browser verify page. The specification gives no messages for these
 * calls; these are ours (docs/decisions.md).
 */
export const PUBLIC_LOOKUP_MSG = {
  noRequired: '请输入保全号',
  noFormat: '保全号为18位数字',
  /** one answer for an unknown, deleted or unfinished number, so nobody learns which */
  notFound: '未查询到该保全号对应的存证记录',
  viewTokenInvalid: '查询凭证已失效，请重新输入保全号和图形验证码查询',
  notInLedger: '该存证尚未写入存证账本，请稍后再查',
} as const;

export const PUBLIC_LOOKUP_LIMITS = {
  /** how long a viewToken from bqno opens bqview and downCertificate */
  viewTokenTtlMs: 10 * 60_000,
  /** bqno calls per IP per minute (each also needs a fresh image captcha) */
  lookupPerMinute: 10,
  /** bqview / downCertificate calls per IP per minute */
  viewPerMinute: 60,
} as const;

/** The evidence number: 18 decimal digits (docs/ledger.md §1). */
export const EVIDENCE_NO_PATTERN = /^\d{18}$/;

/** Verify page: how much of the file is read and hashed at a time in the browser. */
export const VERIFY_CHUNK_BYTES = 4 * 1024 * 1024;
