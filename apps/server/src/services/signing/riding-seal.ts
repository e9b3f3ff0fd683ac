import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { isPng } from './stamp-images';

/** Width of the seal on the page, in points (a 40 mm company seal is about 113 pt). */
const SEAL_WIDTH = 113;

/**
 * 骑缝章 (cross-page seal): the seal cut into as many vertical strips as the document has pages,
 * strip i drawn at the right edge of page i, vertically centred, so the pages laid edge to edge
 * show the whole seal and a page taken out or swapped breaks it. Cut with sharp, as services/seals
 * renders seals; a one-page document gets the whole seal at its right edge.
 */
export async function ridingSeal(pdfBytes: Uint8Array, png: Buffer): Promise<Uint8Array> {
  if (!isPng(png)) throw new Error('riding seal: the image is not a PNG');
  const doc = await PDFDocument.load(pdfBytes);
  const pages = doc.getPages();
  const meta = await sharp(png).metadata();
  const imgW = meta.width ?? 0;
  const imgH = meta.height ?? 0;
  if (imgW < pages.length) throw new Error(`riding seal: the image is ${imgW} px wide, too narrow for ${pages.length} strips`);
  const height = (SEAL_WIDTH * imgH) / imgW;
  for (let i = 0; i < pages.length; i++) {
    const left = Math.round((i * imgW) / pages.length);
    const right = Math.round(((i + 1) * imgW) / pages.length);
    const strip = await sharp(png).extract({ left, top: 0, width: right - left, height: imgH }).png().toBuffer();
    const image = await doc.embedPng(strip);
    const page = pages[i]!;
    const box = page.getCropBox();
    const width = (SEAL_WIDTH * (right - left)) / imgW;
    page.drawImage(image, { x: box.x + box.width - width, y: box.y + (box.height - height) / 2, width, height });
  }
  return doc.save();
}
