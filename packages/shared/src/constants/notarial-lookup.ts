/**
 * The public check of notarial certificates at /queryAuthentication/notarial (issue 15 §5): a lookup by
 * certificate number (with the image captcha, like 保全单查询) and a check of an uploaded certificate PDF.
 * The specification names neither call nor any message; these are ours (docs/decisions.md 330–339).
 */
export const NOTARIAL_LOOKUP_MSG = {
  noRequired: '请输入公证书编号',
  noFormat: '公证书编号格式不正确，应为“（年份）X证字第N号”',
  /**
   * one answer for an unknown number, an order ended or failed, and an order not (yet) issued: nobody
   * learns from this page that an order exists without a certificate (decision 331)
   */
  notFound: '未查询到该编号对应的公证书，请核对公证书编号',
  /** the certificate's stored file could not be read (the store did not answer): no verdict either way (decision 361) */
  fileUnreadable: '暂时无法读取该公证书的文件，请稍后再试',
  fileRequired: '请选择要核验的公证书文件（PDF）',
  notPdf: '所选文件不是PDF文件，请上传公证书的PDF文件',
  tooLarge: '文件不能超过20MB，本平台出具的公证书PDF远小于此大小',
  incomplete: '文件上传不完整，请重新选择文件',
  checked: '核验完成',
} as const;

export const NOTARIAL_LOOKUP_LIMITS = {
  /** lookups by number per IP per minute (each also spends a fresh image captcha) */
  lookupPerMinute: 10,
  /** uploaded files checked per IP per minute (each reads and hashes up to fileMaxBytes and checks its signatures) */
  fileChecksPerMinute: 10,
  /** the largest PDF the check reads (one certificate of 50 records is well under 2 MB) */
  fileMaxBytes: 20 * 1024 * 1024,
  /** the certificate number column is varchar(60) */
  noMax: 60,
} as const;

/**
 * `（2026）X证字第N号`: the year in full-width parentheses as notary offices print it (and as the office's
 * issuing writes it, services/notary/office/certificate-number.ts), the office's word (X, e.g. 沪东方), 证字第,
 * the number, 号. Checked after normalizeCertificateNo, so ASCII or 〔〕 brackets and spaces typed by a
 * visitor match.
 */
export const CERTIFICATE_NO_PATTERN = /^（\d{4}）[\p{Script=Han}A-Za-z0-9]{0,20}证字第\d{1,10}号$/u;

/** The form a number is stored in: full-width parentheses, no spaces (what a visitor types may differ). */
export function normalizeCertificateNo(raw: string): string {
  return raw
    .replace(/\s+/g, '')
    .replace(/[(〔［[]/g, '（')
    .replace(/[)〕］\]]/g, '）')
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/** How the check of an uploaded certificate came out (the page colours and words it by this). */
export const NotarialFileOutcome = {
  /** the very file of an issued certificate, its signature valid */
  genuine: 'genuine',
  /** bytes of an issued certificate, but its signature did not check (a certificate changed in the store would be this) */
  matchedSignatureBad: 'matchedSignatureBad',
  /** signed, then modified (or the signature is broken or appended to) */
  modified: 'modified',
  /** no signature at all */
  unsigned: 'unsigned',
  /** a valid signature, but not this platform's certificate */
  notPlatform: 'notPlatform',
  /** signed by this platform and intact, but not the file of any issued certificate (another document of ours) */
  notCertificate: 'notCertificate',
} as const;
export type NotarialFileOutcome = (typeof NotarialFileOutcome)[keyof typeof NotarialFileOutcome];

export const NOTARIAL_FILE_CONCLUSION: Record<NotarialFileOutcome, string> = {
  genuine: '该文件是本平台出具的公证书原件：与出证时保存的文件完全一致，电子签名有效，签名后未被修改。',
  matchedSignatureBad: '该文件与本平台出具的公证书文件一致，但电子签名未通过检查，请联系公证处核实。',
  modified: '该文件不是有效的公证书：文件在签名后被修改，或签名无效，与本平台出具的任何公证书都不一致。',
  unsigned: '该文件没有电子签名，不是本平台出具的公证书。',
  notPlatform: '该文件的电子签名既不是本平台的签名，也不是本公证处的签名，不是本平台出具的公证书。',
  notCertificate: '该文件由本平台或本公证处签名且签名后未被修改，但不是本平台出具的公证书（可能是申请表、告知书等其他文书）。',
};
