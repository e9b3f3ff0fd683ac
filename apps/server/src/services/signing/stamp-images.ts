import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Placement } from './layout/document-spec';

export interface Stamp extends Placement {
  /** the seal or handwriting image, a PNG (transparent outside the ink) */
  png: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the bytes are a PNG, judged by content (the 8-byte signature and an IHDR chunk), not by a name. */
export function isPng(bytes: Buffer): boolean {
  return bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR';
}

/**
 * A placement (percent of the page from its top-left corner) as a rectangle in PDF points from the
 * page's bottom-left corner, on the page's visible box whatever its size or origin.
 */
export function placementRect(page: PDFPage, p: Placement): { x: number; y: number; width: number; height: number } {
  const box = page.getCropBox();
  const width = (box.width * p.wPct) / 100;
  const height = (box.height * p.hPct) / 100;
  return {
    x: box.x + (box.width * p.xPct) / 100,
    y: box.y + box.height - (box.height * p.yPct) / 100 - height,
    width,
    height,
  };
}

function checkStamp(s: Stamp, pageCount: number, index: number): void {
  const where = `stamp ${index + 1}`;
  if (!Number.isInteger(s.page) || s.page < 1 || s.page > pageCount) {
    throw new Error(`${where}: page ${s.page} is out of range (the document has ${pageCount} page(s), counted from 1)`);
  }
  for (const [name, v] of [['xPct', s.xPct], ['yPct', s.yPct], ['wPct', s.wPct], ['hPct', s.hPct]] as const) {
    if (!Number.isFinite(v) || v < 0 || v > 100) throw new Error(`${where}: ${name} must be a percentage from 0 to 100, got ${v}`);
  }
  if (s.wPct === 0 || s.hPct === 0) throw new Error(`${where}: width and height must be above 0`);
  if (s.xPct + s.wPct > 100.001 || s.yPct + s.hPct > 100.001) throw new Error(`${where}: the image would reach past the page's edge`);
  if (!isPng(s.png)) throw new Error(`${where}: the image is not a PNG`);
}

/**
 * Draws seal or handwriting images onto an existing PDF. Every stamp is checked before anything is
 * drawn, so a bad one refuses the whole call rather than leaving half a stamped document.
 */
export async function stampImages(pdfBytes: Uint8Array, stamps: Stamp[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdfBytes);
  const pages = doc.getPages();
  stamps.forEach((s, i) => checkStamp(s, pages.length, i));
  const embedded = new Map<Buffer, Awaited<ReturnType<PDFDocument['embedPng']>>>();
  for (const s of stamps) {
    let image = embedded.get(s.png);
    if (!image) {
      image = await doc.embedPng(s.png);
      embedded.set(s.png, image);
    }
    const page = pages[s.page - 1]!;
    page.drawImage(image, placementRect(page, s));
  }
  return doc.save();
}
