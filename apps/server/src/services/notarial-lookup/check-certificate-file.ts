import { createHash } from 'node:crypto';
import { NOTARIAL_FILE_CONCLUSION, NOTARIAL_LOOKUP_MSG, NotarialFileOutcome } from '@evidence/shared/constants';
import type { TNotarialFileCheck } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { inspectPdfSignatures, VERDICT, type InspectionResult } from '../signing';
import { officeSigner, platformSigner } from '../notary/sign/signer-deps';
import { isChangedCopyOfIssued } from './changed-copy';
import { issuedCertificateByFile } from './issued-certificate';

/** PDF 1.7 §7.5.2 lets the header start anywhere in the first 1024 bytes (readers accept that). */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes('%PDF-');
}

/**
 * The outcome, most telling first: the bytes of an issued certificate are judged by their signature
 * alone (they are the file we issued; if the platform's certificate was changed since, the signature is
 * still the one made at issue, decision 334). Any other file cannot be one of our certificates, and
 * the outcome says why, from what its signatures show.
 */
function outcomeOf(matched: boolean, inspection: InspectionResult, changedCopy: boolean): NotarialFileOutcome {
  if (matched) return inspection.verdict === VERDICT.valid ? NotarialFileOutcome.genuine : NotarialFileOutcome.matchedSignatureBad;
  if (inspection.verdict === VERDICT.none) return NotarialFileOutcome.unsigned;
  if (inspection.verdict !== VERDICT.valid || changedCopy) return NotarialFileOutcome.modified;
  return inspection.signatures.some((s) => s.platformCertificate || s.officeCertificate) ? NotarialFileOutcome.notCertificate : NotarialFileOutcome.notPlatform;
}

/**
 * Checks an uploaded notarial certificate: by content a PDF, its signatures inspected (services/signing,
 * against the platform's and the notary office's signing certificates), and whether its SHA-256 is that of an issued
 * certificate's file (then the public facts that file carries, decision 360). Nothing is stored: the bytes are read,
 * hashed, inspected and dropped.
 */
export async function checkCertificateFile(ctx: AppContext, bytes: Buffer): Promise<TNotarialFileCheck> {
  if (bytes.length === 0 || !looksLikePdf(bytes)) throw refuse(NOTARIAL_LOOKUP_MSG.notPdf);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const sm3 = createHash('sm3').update(bytes).digest('hex');
  // the certificate is signed by the office (issue 23 item 3); older ones and other documents by the platform
  const inspection = await inspectPdfSignatures(bytes, { platform: platformSigner(ctx).identity, office: officeSigner(ctx).identity });
  const certificate = await issuedCertificateByFile(ctx, sha256, bytes);
  // a valid signature on bytes that are no issued file: an issued file with its unsigned bytes changed?
  const changedCopy = certificate === null && inspection.verdict === VERDICT.valid && (await isChangedCopyOfIssued(ctx, bytes));
  const outcome = outcomeOf(certificate !== null, inspection, changedCopy);
  return {
    outcome,
    valid: outcome === NotarialFileOutcome.genuine,
    conclusion: NOTARIAL_FILE_CONCLUSION[outcome],
    sha256,
    sm3,
    size: bytes.length,
    verdict: inspection.verdict,
    signatures: inspection.signatures.map((s) => ({
      signer: s.signer, claimedTime: s.claimedTime, timeStampTime: s.timeStampTime, platformCertificate: s.platformCertificate,
      officeCertificate: s.officeCertificate, localTestCertificate: s.localTestCertificate, certification: s.certification, verdict: s.verdict, detail: s.detail,
    })),
    certificate,
  };
}
