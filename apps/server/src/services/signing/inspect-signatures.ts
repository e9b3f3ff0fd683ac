import { readCertification } from './certification';
import { checkSignature, type SignatureFacts } from './check-signature';
import { findSignatures } from './find-signatures';

export const VERDICT = {
  valid: '签名有效',
  appended: '签名有效，但签名后文件又被追加了内容',
  modified: '文件在签名后被修改',
  invalid: '签名无效',
  none: '未找到签名',
} as const;

export type Verdict = (typeof VERDICT)[keyof typeof VERDICT];

export interface SignatureReport extends Omit<SignatureFacts, 'claimedTime' | 'timeStampTime'> {
  /** ISO 8601; the signer's claim, not proof of time */
  claimedTime: string | null;
  /** ISO 8601 time of a valid RFC 3161 time stamp over the signature */
  timeStampTime: string | null;
  /** whether the signing certificate is the platform's current one (SHA-256 fingerprint) */
  platformCertificate: boolean;
  /** whether it is the notary office's current one (NOTARY_OFFICE_P12 or the office's local test certificate) */
  officeCertificate: boolean;
  /** whether the certificate it matched (platform's or office's) is a self-signed local test certificate */
  localTestCertificate: boolean;
  /** DocMDP /P when this is the document's certification signature (catalog /Perms /DocMDP), else null */
  certification: number | null;
  verdict: Verdict;
  /** why the verdict, in Chinese, for the check page */
  detail: string;
}

export interface InspectionResult {
  /** the worst verdict of all signatures, or 未找到签名 */
  verdict: Verdict;
  signatures: SignatureReport[];
}

const EMPTY: SignatureFacts = {
  signer: null, certificateSha256: null, claimedTime: null, timeStampTime: null, hasTimeStamp: false,
  coversWholeDocument: false, digestMatches: false, signatureVerifies: false,
};
const RANK: Verdict[] = [VERDICT.invalid, VERDICT.modified, VERDICT.appended, VERDICT.valid];
const NOT_OURS = { platformCertificate: false, officeCertificate: false, localTestCertificate: false, certification: null };

/** A certificate the check recognises: the platform's and the notary office's signing identities. */
export interface KnownCertificate {
  fingerprint256: string;
  isLocalTest: boolean;
}
export interface KnownCertificates {
  platform?: KnownCertificate | undefined;
  office?: KnownCertificate | undefined;
}

const isCert = (facts: SignatureFacts, known: KnownCertificate | undefined) => !!known && facts.certificateSha256 === known.fingerprint256.toLowerCase();
const sameRange = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function judge(f: SignatureFacts): { verdict: Verdict; detail: string } {
  if (!f.signatureVerifies) return { verdict: VERDICT.invalid, detail: '签名值无法用签名证书验证，或签名数据无法读取' };
  if (!f.digestMatches) return { verdict: VERDICT.modified, detail: '签名覆盖范围内的内容与签名时的摘要不一致' };
  if (!f.coversWholeDocument) return { verdict: VERDICT.appended, detail: '签名只覆盖文件的前一部分，其后追加的内容未经签名' };
  return { verdict: VERDICT.valid, detail: f.hasTimeStamp && !f.timeStampTime ? '签名有效，但所附时间戳无法验证' : '文件自签名后未被修改' };
}

/**
 * Checks every signature of a PDF for the public check page: who signed, when (claimed, and proven
 * by a time stamp when there is one), whether the whole file is covered, whether the covered bytes
 * are those signed, whether the signature verifies, whether the certificate is the platform's or the
 * notary office's, and whether it is the document's certification signature (DocMDP). Never throws:
 * garbage, truncated or hostile input gets a verdict. Trust in the certificate itself (a CA chain) is
 * not judged here; `platformCertificate` / `officeCertificate` say whether it is ours.
 */
export async function inspectPdfSignatures(bytes: Uint8Array, knownCertificates?: string | KnownCertificates): Promise<InspectionResult> {
  // a bare fingerprint is the platform's (the callers from before the office had its own identity)
  const known: KnownCertificates = typeof knownCertificates === 'string' ? { platform: { fingerprint256: knownCertificates, isLocalTest: false } } : (knownCertificates ?? {});
  let buffer: Buffer;
  let found: ReturnType<typeof findSignatures>;
  try {
    buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    found = findSignatures(buffer);
  } catch {
    return { verdict: VERDICT.none, signatures: [] };
  }
  const signatures: SignatureReport[] = [];
  const certified = found.found.length > 0 ? await readCertification(buffer) : null;
  for (const raw of found.found) {
    let facts: SignatureFacts;
    try {
      facts = await checkSignature(buffer, raw);
    } catch {
      facts = { ...EMPTY, claimedTime: raw.claimedTime };
    }
    const platformCertificate = isCert(facts, known.platform);
    const officeCertificate = isCert(facts, known.office);
    signatures.push({
      ...facts,
      claimedTime: facts.claimedTime?.toISOString() ?? null,
      timeStampTime: facts.timeStampTime?.toISOString() ?? null,
      platformCertificate,
      officeCertificate,
      localTestCertificate: (platformCertificate && !!known.platform?.isLocalTest) || (officeCertificate && !!known.office?.isLocalTest),
      certification: certified && sameRange(certified.byteRange, raw.byteRange) ? certified.permissions : null,
      ...judge(facts),
    });
  }
  for (let i = 0; i < found.unreadable; i++) {
    signatures.push({ ...EMPTY, claimedTime: null, timeStampTime: null, ...NOT_OURS, verdict: VERDICT.invalid, detail: '签名的字节范围与文件不符' });
  }
  if (signatures.length === 0) return { verdict: VERDICT.none, signatures };
  const verdict = RANK.find((v) => signatures.some((s) => s.verdict === v)) ?? VERDICT.none;
  return { verdict, signatures };
}
