import { PDFDocument } from 'pdf-lib';
import { ESIGN, ESIGN_MSG, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';
import { refuseActiveContent } from './pdf-active-content';
import { checkInflateBudget } from './pdf-inflate-budget';

export interface PdfFacts {
  pageCount: number;
  /** each page's crop box (what viewers show) in points, in page order */
  pages: { width: number; height: number }[];
}

/** PDF 1.7 §7.5.2 lets the header start anywhere in the first 1024 bytes (readers accept that). */
function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-');
}

/**
 * Judges an upload by its content, never its name or type: at most ESIGN.maxPdfBytes, a PDF header,
 * loadable by pdf-lib without a password (an encrypted PDF cannot be stamped later, so it is refused
 * now), 1 to ESIGN.maxPages pages, none rotated. Rotation is refused because fields are placed in
 * percent of the page as it is shown, while the signing core stamps in the unrotated crop box
 * (services/signing placementRect): on a rotated page a seal would land elsewhere (decision 423).
 */
export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts> {
  if (bytes.length > ESIGN.maxPdfBytes) throw refuse(ESIGN_MSG.pdfTooLarge);
  if (bytes.length === 0 || !looksLikePdf(bytes)) throw refuse(ESIGN_MSG.notPdf);
  await checkInflateBudget(bytes);
  let doc: PDFDocument;
  try {
    // without ignoreEncryption pdf-lib throws on an encrypted file; isEncrypted below is a second guard
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw refuse(ESIGN_MSG.pdfUnreadable);
  }
  if (doc.isEncrypted) throw refuse(ESIGN_MSG.pdfUnreadable);
  refuseActiveContent(doc);
  // pdf-lib loads a file without a page tree ("%PDF-" then rubbish) and throws only when pages are asked for
  let count: number;
  try {
    count = doc.getPageCount();
  } catch {
    throw refuse(ESIGN_MSG.pdfUnreadable);
  }
  if (count === 0) throw refuse(ESIGN_TEMPLATE_MSG.pdfEmpty);
  if (count > ESIGN.maxPages) throw refuse(ESIGN_TEMPLATE_MSG.tooManyPages);
  const pages: PdfFacts['pages'] = [];
  for (const page of doc.getPages()) {
    let angle: number;
    let box: { width: number; height: number };
    try {
      angle = page.getRotation().angle;
      box = page.getCropBox();
    } catch {
      throw refuse(ESIGN_MSG.pdfUnreadable);
    }
    if (angle % 360 !== 0) throw refuse(ESIGN_TEMPLATE_MSG.pdfRotated);
    if (!(box.width > 0 && box.height > 0)) throw refuse(ESIGN_MSG.pdfUnreadable);
    pages.push({ width: round2(box.width), height: round2(box.height) });
  }
  return { pageCount: count, pages };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
