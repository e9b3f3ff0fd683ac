import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFInvalidObject, PDFName, PDFRef, type PDFPage } from 'pdf-lib';
import { CadesSigner } from './cades-signer';
import { drawSignatureAppearance } from './signature-appearance';
import { signatureTimeStamp, type SignatureTsa } from './signature-time-stamp';
import type { SigningIdentity } from './signing-identity';

export interface SignPdfOptions {
  reason: string;
  location: string;
  contactInfo?: string;
  /** shown in the visible box and in the signature dictionary's /Name */
  signerName: string;
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
function setTextEntries(doc: PDFDocument, page: PDFPage, entries: Record<string, string | undefined>): void {
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
  doc.context.assign(ref, PDFInvalidObject.of(Buffer.from(text, 'latin1')));
}

/**
 * The one platform signature of a final PDF (after all stamping): the visible box drawn on the last
 * page, then a PAdES signature (SubFilter ETSI.CAdES.detached, SHA-256) over the whole file; B-T with
 * the configured TSA, B-B without. A failing TSA never stops the signing and never yields a made-up
 * time: the signature is B-B and a warning is logged. pdf-lib rewrites the file, which is why this is
 * the last step: an earlier signature would not survive it.
 */
export async function signPdf(deps: PdfSignerDeps, pdfBytes: Uint8Array, opts: SignPdfOptions): Promise<Buffer> {
  const doc = await PDFDocument.load(pdfBytes);
  const pages = doc.getPages();
  const page = pages[pages.length - 1];
  if (!page) throw new Error('the PDF has no page to sign');
  const signingTime = new Date(Math.floor(Date.now() / 1000) * 1000);
  const widgetRect = await drawSignatureAppearance(doc, page, opts.signerName, signingTime);
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
    appName: '数据存证平台',
  });
  setTextEntries(doc, page, { Reason: opts.reason, Location: opts.location, ContactInfo: opts.contactInfo, Name: opts.signerName });
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
