import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { embedCjkFont } from '../certificate/cjk-font';
import { beijingTime } from '../certificate/format';

export const APPEARANCE_TITLE = '数据存证平台电子签名';
const WIDTH = 210;
const HEIGHT = 58;
const RED = rgb(0.7, 0.1, 0.1);

/**
 * The visible part of the signature, drawn into the last page's content before signing (@signpdf's
 * widget has no appearance of its own), so the signature covers it: a red-bordered box with the title
 * (the platform's, or the office's for its certification signature), the signer and the signing time
 * in China time. Returns the box as [x1, y1, x2, y2], the signature widget's rectangle. Bottom right, above the page number line.
 */
export async function drawSignatureAppearance(doc: PDFDocument, page: PDFPage, signerName: string, at: Date, title = APPEARANCE_TITLE): Promise<number[]> {
  const lines = [`签署人：${signerName}`, `时间：${beijingTime(at.getTime())}`];
  const font = await embedCjkFont(doc, title + lines.join(''));
  const box = page.getCropBox();
  const x = box.x + box.width - 40 - WIDTH;
  const y = box.y + 44;
  page.drawRectangle({ x, y, width: WIDTH, height: HEIGHT, borderColor: RED, borderWidth: 1, color: rgb(1, 1, 1), opacity: 0.85 });
  page.drawText(title, { x: x + 8, y: y + HEIGHT - 17, size: 11, font, color: RED });
  lines.forEach((line, i) => {
    let size = 8.5;
    while (size > 5 && font.widthOfTextAtSize(line, size) > WIDTH - 16) size -= 0.5; // a long name shrinks rather than overflows
    page.drawText(line, { x: x + 8, y: y + HEIGHT - 32 - i * 13, size, font, color: rgb(0.15, 0.15, 0.15) });
  });
  return [x, y, x + WIDTH, y + HEIGHT];
}
