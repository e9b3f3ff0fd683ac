import { PDFDocument, rgb } from 'pdf-lib';
import { embedCjkFont } from '../../certificate/cjk-font';
import { fitStamp, stampImages, type Placement, type Stamp } from '../../signing';
import { placementRect } from '../../signing/stamp-images';

/** A filled field to draw: an image (handwriting, seal) or a text (date, name, text). */
export interface FieldDrawing {
  placement: Placement;
  png?: Buffer;
  text?: string;
}

/**
 * Texts at their fields with the CJK font (subset to exactly these characters, embedded whole so the
 * text stays selectable and pdftotext reads it, as renderDocument does): one line, as large as fits the
 * box's height and width, vertically centred.
 */
async function drawTexts(pdf: Uint8Array, texts: Array<{ placement: Placement; text: string }>): Promise<Uint8Array> {
  if (texts.length === 0) return pdf;
  const doc = await PDFDocument.load(pdf);
  const font = await embedCjkFont(doc, texts.map((t) => t.text).join(''));
  const pages = doc.getPages();
  for (const t of texts) {
    const page = pages[t.placement.page - 1];
    if (!page) throw new Error(`field on page ${t.placement.page} of a ${pages.length}-page document`);
    const r = placementRect(page, t.placement);
    const size = Math.max(4, Math.min(r.height * 0.7, (r.width * 0.95 * 12) / Math.max(1, font.widthOfTextAtSize(t.text, 12))));
    page.drawText(t.text, { x: r.x + 1, y: r.y + (r.height - size) / 2 + size * 0.12, size, font, color: rgb(0, 0, 0) });
  }
  return doc.save();
}

/**
 * Draws filled fields onto a PDF (the signing core's stampImages for images, each kept in its aspect
 * inside its box by fitStamp) and the texts; `pageAspect(page)` is height / width of that page.
 */
export async function drawFields(pdf: Uint8Array, drawings: FieldDrawing[], pageAspect: (page: number) => number): Promise<Uint8Array> {
  const stamps: Stamp[] = [];
  for (const d of drawings) if (d.png) stamps.push(await fitStamp(d.placement, d.png, pageAspect(d.placement.page)));
  const stamped = stamps.length ? await stampImages(pdf, stamps) : pdf;
  return drawTexts(stamped, drawings.filter((d) => !d.png && d.text).map((d) => ({ placement: d.placement, text: d.text! })));
}
