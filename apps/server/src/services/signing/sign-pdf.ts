import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFInvalidObject, PDFName, PDFRef, type PDFPage } from 'pdf-lib';
import { CadesSigner } from './cades-signer';
import { findSignatures } from './find-signatures';
import { drawSignatureAppearance } from './signature-appearance';
import { signatureTimeStamp, type SignatureTsa } from './signature-time-stamp';
import type { SigningIdentity } from './signing-identity';

export interface SignPdfOptions {
  reason: string;
  location: string;
  contactInfo?: string;
  /** shown in the visible box and in the signature dictionary's /Name */
  signerName: string;
  /** the visible box's title; 数据存证平台电子签名 when absent */
  appearanceTitle?: string;
  /**
   * A certification signature (ISO 32000-1 12.8.2.2, DocMDP): the signature dictionary's /Reference names
   * the DocMDP transform with these permissions (1: no changes at all; 2: form filling and signing;
   * 3: also annotations) and the catalog's /Perms /DocMDP points at the dictionary. It must be the
   * document's first signature: a PDF that already has one is refused.
   */
  certify?: { permissions: 1 | 2 | 3 };
}

export interface PdfSignerDeps {
  identity: SigningIdentity;
  /** with a TSA the signature is B-T; without, or when the TSA fails, B-B */
  tsa?: SignatureTsa | null | undefined;
  log: { warn(obj: object, msg: string): void };
}

/** Room for the CMS: certificate chain, signature and, with a TSA, the token with the TSA's certificate. */
const CONTENTS_BYTES = { plain: 8_192, withTsa: 20_480 };

/**
 * @signpdf's placeholder writes latin-1 strings and stores the signature dictionary as raw bytes (so
 * pdf-lib keeps it out of object streams); its empty entries are replaced here by UTF-16 hex strings,
 * so Chinese reasons and names read correctly in pdfsig and Adobe Reader.
 */
function setTextEntries(doc: PDFDocument, page: PDFPage, entries: Record<string, string | undefined>, certify?: SignPdfOptions['certify']): PDFRef {
  const annots = page.node.lookup(PDFName.of('Annots'), PDFArray);
  const widget = annots.lookup(annots.size() - 1, PDFDict);
  const ref = widget.get(PDFName.of('V'));
  if (!(ref instanceof PDFRef)) throw new Error('the signature placeholder has no signature dictionary');
  const raw = doc.context.lookup(ref);
  if (!(raw instanceof PDFInvalidObject)) throw new Error('the signature dictionary is not where @signpdf puts it');
  const bytes = new Uint8Array(raw.sizeInBytes());
  raw.copyBytesInto(bytes, 0);
  let text = Buffer.from(bytes).toString('latin1');
  for (const [key, value] of Object.entries(entries)) {
    text = text.replace(`/${key} ()`, value === undefined ? '' : `/${key} ${PDFHexString.fromText(value).toString()}`);
  }
  if (certify) {
    if (!text.includes('/Type /Sig\n')) throw new Error('the signature dictionary has no /Type /Sig to certify');
    text = text.replace('/Type /Sig\n', `/Type /Sig\n${docMdpReference(certify.permissions)}\n`);
  }
  doc.context.assign(ref, PDFInvalidObject.of(Buffer.from(text, 'latin1')));
  return ref;
}

/**
 * The signature reference dictionary of a certification signature (ISO 32000-1 Tables 253, 254; ISO 32000-2
 * Table 256 makes /DigestMethod required, SHA256 being the CMS's own digest).
 */
function docMdpReference(permissions: 1 | 2 | 3): string {
  return `/Reference [<< /Type /SigRef /TransformMethod /DocMDP /DigestMethod /SHA256 /TransformParams << /Type /TransformParams /P ${permissions} /V /1.2 >> >>]`;
}

/**
 * The one signature of a final PDF (after all stamping), the platform's or, as a certification
 * signature, the notary office's: the visible box drawn on the last
 * page, then a PAdES signature (SubFilter ETSI.CAdES.detached, SHA-256) over the whole file; B-T with
 * the configured TSA, B-B without. A failing TSA never stops the signing and never yields a made-up
 * time: the signature is B-B and a warning is logged. pdf-lib rewrites the file, which is why this is
 * the last step: an earlier signature would not survive it.
 */
export async function signPdf(deps: PdfSignerDeps, pdfBytes: Uint8Array, opts: SignPdfOptions): Promise<Buffer> {
  if (opts.certify && findSignatures(Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength)).found.length > 0) {
    throw new Error('a certification signature must be the document\'s first signature');
  }
  const doc = await PDFDocument.load(pdfBytes);
  if (opts.certify && doc.catalog.has(PDFName.of('Perms'))) throw new Error('the document is already certified (/Perms in its catalog)');
  const pages = doc.getPages();
  const page = pages[pages.length - 1];
  if (!page) throw new Error('the PDF has no page to sign');
  const signingTime = new Date(Math.floor(Date.now() / 1000) * 1000);
  const widgetRect = await drawSignatureAppearance(doc, page, opts.signerName, signingTime, opts.appearanceTitle);
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: '',
    contactInfo: '',
    name: '',
    location: '',
    signingTime,
    signatureLength: deps.tsa ? CONTENTS_BYTES.withTsa : CONTENTS_BYTES.plain,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect,
    // a PDF name, so ASCII: pdf-lib escapes each UTF-16 unit of a Chinese name into bytes no reader decodes (decision 785)
    appName: 'EvidencePlatform',
  });
  const sigDict = setTextEntries(doc, page, { Reason: opts.reason, Location: opts.location, ContactInfo: opts.contactInfo, Name: opts.signerName }, opts.certify);
  if (opts.certify) doc.catalog.set(PDFName.of('Perms'), doc.context.obj({ DocMDP: sigDict }));
  // no object streams: @signpdf finds the placeholder by searching the file's bytes
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const tsa = deps.tsa;
  const signer = new CadesSigner(
    deps.identity,
    tsa ? (value) => signatureTimeStamp(tsa, value) : undefined,
    (err) => deps.log.warn({ tsa: tsa?.url, err: err instanceof Error ? err.message : String(err) }, 'signing: the TSA failed, the PDF is signed without a time stamp (PAdES B-B)'),
  );
  return new SignPdf().sign(prepared, signer);
}
