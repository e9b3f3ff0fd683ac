import { ESIGN, ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import { PDFDocument } from 'pdf-lib';
import { refuse } from '../../../errors';

export interface CheckedPdf {
  pageCount: number;
  /** each page's visible size in points (crop box, turned with the page's rotation) */
  pages: { width: number; height: number }[];
}

/**
 * Judges an uploaded contract by its content, not its name or type: the %PDF- magic in the first KiB, at
 * most ESIGN.maxPdfBytes, loadable by pdf-lib, not encrypted (an encrypted PDF could not be stamped and
 * signed), at most ESIGN.maxPages pages. Fields are placed in percent of the visible page, so the sizes
 * come from the crop boxes.
 */
export async function checkFlowPdf(buf: Buffer): Promise<CheckedPdf> {
  if (buf.length > ESIGN.maxPdfBytes) throw refuse(ESIGN_MSG.pdfTooLarge);
  if (buf.length < 8 || !buf.subarray(0, 1024).includes('%PDF-')) throw refuse(ESIGN_MSG.notPdf);
  let doc: PDFDocument;
  let count: number;
  let pages: { width: number; height: number }[];
  try {
    doc = await PDFDocument.load(buf, { updateMetadata: false });
    // pdf-lib loads some broken files lazily and fails only when the page tree is read: read it here
    count = doc.getPageCount();
    pages = doc.getPages().map((p) => {
      const box = p.getCropBox();
      const turned = Math.abs(p.getRotation().angle % 180) === 90;
      const w = Math.round(box.width * 100) / 100;
      const h = Math.round(box.height * 100) / 100;
      return turned ? { width: h, height: w } : { width: w, height: h };
    });
  } catch {
    // EncryptedPDFError included: both answer that the file cannot be used
    throw refuse(ESIGN_MSG.pdfUnreadable);
  }
  if (doc.isEncrypted) throw refuse(ESIGN_MSG.pdfUnreadable);
  if (count < 1 || pages.some((p) => !(p.width > 0 && p.height > 0))) throw refuse(ESIGN_MSG.pdfUnreadable);
  if (count > ESIGN.maxPages) throw refuse(ESIGN_FLOW_MSG.pdfTooManyPages);
  return { pageCount: count, pages };
}
