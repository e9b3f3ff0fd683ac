import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/**
 * What the public check of a notarial certificate shows about it, as the certificate PDF itself carries
 * it (decision 360): written into the PDF's document information dictionary before the platform signs,
 * so these facts are covered by the PAdES signature and by the SHA-256 the record's ledger leaf holds.
 * A database row can be rewritten by whoever can write the database; these bytes cannot without breaking
 * the leaf and the signature.
 */
export interface CertificatePublicInfo {
  certificateNo: string;
  /** ms since the epoch, exactly as notary_orders.issued_at */
  issuedAt: number;
  recordCount: number;
  orderNo: string;
  /** the applicant as the public may see it (holderMask) */
  applicantMasked: string;
  matter: string;
  office: string;
}

/** The custom keys of the info dictionary; every value a UTF-16 hex text string (Chinese survives any reader). */
export const CERTIFICATE_INFO_KEYS: Record<keyof CertificatePublicInfo, string> = {
  certificateNo: 'EvidenceCertificateNo',
  issuedAt: 'EvidenceIssuedAt',
  recordCount: 'EvidenceRecordCount',
  orderNo: 'EvidenceOrderNo',
  applicantMasked: 'EvidenceApplicantMasked',
  matter: 'EvidenceMatter',
  office: 'EvidenceOffice',
};

const NUMERIC = new Set<keyof CertificatePublicInfo>(['issuedAt', 'recordCount']);

/** pdf-lib's own getInfoDict is private: the trailer's /Info, made when there is none. */
function infoDict(doc: PDFDocument): PDFDict {
  const existing = doc.context.lookup(doc.context.trailerInfo.Info);
  if (existing instanceof PDFDict) return existing;
  const made = doc.context.obj({});
  doc.context.trailerInfo.Info = doc.context.register(made);
  return made;
}

/** The PDF with the facts in its info dictionary; must run before signPdf (a later rewrite would break the signature). */
export async function writeCertificateInfo(pdf: Uint8Array, info: CertificatePublicInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const dict = infoDict(doc);
  for (const [field, key] of Object.entries(CERTIFICATE_INFO_KEYS) as Array<[keyof CertificatePublicInfo, string]>) {
    dict.set(PDFName.of(key), PDFHexString.fromText(String(info[field])));
  }
  return doc.save();
}

/**
 * The facts a certificate PDF carries, or null when any key is missing or malformed (a PDF made before
 * decision 360, or not ours). Reads the file's last trailer, as readers do; nothing is changed.
 */
export async function readCertificateInfo(pdf: Uint8Array): Promise<CertificatePublicInfo | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    return null;
  }
  const dict = doc.context.lookup(doc.context.trailerInfo.Info);
  if (!(dict instanceof PDFDict)) return null;
  const out: Record<string, string | number> = {};
  for (const [field, key] of Object.entries(CERTIFICATE_INFO_KEYS) as Array<[keyof CertificatePublicInfo, string]>) {
    const value = dict.lookup(PDFName.of(key));
    if (!(value instanceof PDFHexString) && !(value instanceof PDFString)) return null;
    const text = value.decodeText();
    if (NUMERIC.has(field)) {
      if (!/^\d{1,15}$/.test(text)) return null;
      out[field] = Number(text);
    } else {
      if (text === '') return null;
      out[field] = text;
    }
  }
  return out as unknown as CertificatePublicInfo;
}
