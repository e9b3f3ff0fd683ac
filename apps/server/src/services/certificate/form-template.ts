import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from '../pdf/wrap-text';
import { embedCjkFont } from './cjk-font';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const WIDTH = A4[0] - 2 * MARGIN;

/** Blanks to fill: a label and a ruled line after it, several on one line; the last line runs to the margin. */
export type Blank = { label: string; width?: number };

/** The text of one fill-in form: everything but the layout, which all such templates share. */
export type FormTemplate = {
  title: string;
  fieldLines: Blank[][];
  paragraphs: (siteName: string) => string[];
  signatures: string[];
  notes: string[];
  /** Used in the error when the text does not fit one A4 page. */
  name: string;
};

function drawBlanks(page: PDFPage, font: PDFFont, blanks: Blank[], y: number): void {
  let x = MARGIN;
  for (const b of blanks) {
    page.drawText(b.label, { x, y, size: 11, font, color: INK });
    x += font.widthOfTextAtSize(b.label, 11);
    const width = b.width ?? MARGIN + WIDTH - x;
    page.drawLine({ start: { x, y: y - 3 }, end: { x: x + width, y: y - 3 }, thickness: 0.6, color: INK });
    x += width + 12;
  }
}

/**
 * A form template a company fills in, stamps and uploads (power of attorney, member letter):
 * pdf-lib with the CJK subset font, one A4 page with a title, "致：site", ruled blanks, the body
 * paragraphs, signature places and small grey notes. It depends only on the site name, so each
 * template returned here makes its PDF once per site name.
 */
export function formTemplatePdf(t: FormTemplate): (siteName: string) => Promise<Uint8Array> {
  const made = new Map<string, Promise<Uint8Array>>();
  return (siteName) => {
    let pdf = made.get(siteName);
    if (!pdf) {
      pdf = build(t, siteName).catch((err: unknown) => {
        made.delete(siteName);
        throw err;
      });
      made.set(siteName, pdf);
    }
    return pdf;
  };
}

async function build(t: FormTemplate, siteName: string): Promise<Uint8Array> {
  const { title, fieldLines, signatures, notes } = t;
  const to = `致：${siteName}`;
  const body = t.paragraphs(siteName);
  const allText = [title, to, ...fieldLines.flat().map((b) => b.label), ...body, ...signatures, ...notes].join('');
  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc, allText);
  doc.setTitle(title);
  doc.setProducer(siteName);
  doc.setCreator(siteName);
  const page = doc.addPage(A4);

  let y = A4[1] - MARGIN - 10;
  page.drawText(title, { x: (A4[0] - font.widthOfTextAtSize(title, 22)) / 2, y, size: 22, font, color: INK });
  y -= 44;
  page.drawText(to, { x: MARGIN, y, size: 12, font, color: INK });
  y -= 34;
  for (const line of fieldLines) {
    drawBlanks(page, font, line, y);
    y -= 30;
  }
  y -= 8;
  for (const para of body) {
    for (const l of wrap(para, font, 11.5, WIDTH)) {
      page.drawText(l, { x: MARGIN, y, size: 11.5, font, color: INK });
      y -= 20;
    }
    y -= 4;
  }
  y -= 24;
  for (const s of signatures) {
    page.drawText(s, { x: A4[0] / 2 - 20, y, size: 11.5, font, color: INK });
    y -= 40;
  }
  y -= 6;
  for (const note of notes) {
    for (const l of wrap(note, font, 9, WIDTH)) {
      page.drawText(l, { x: MARGIN, y, size: 9, font, color: GREY });
      y -= 14;
    }
  }
  if (y < MARGIN / 2) throw new Error(`${t.name} does not fit one A4 page`);
  return doc.save({ useObjectStreams: false });
}
