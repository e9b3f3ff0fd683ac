import sharp from 'sharp';
import type { Placement } from './layout/document-spec';
import type { Stamp } from './stamp-images';

/**
 * The image inside a signature box, its aspect kept: as large as fits, centred (a round seal stays round
 * in a wide box; a wide handwriting fills the width). Page sizes are A4 portrait for every document, so
 * percent of width and of height convert with the page's aspect.
 */
export async function fitStamp(box: Placement, png: Buffer, pageAspect = 842 / 595): Promise<Stamp> {
  const meta = await sharp(png).metadata();
  const imageAspect = (meta.height ?? 1) / (meta.width ?? 1);
  // the box's own aspect in page units: height / width
  const boxAspect = (box.hPct * pageAspect) / box.wPct;
  const margin = 0.9;
  let wPct = box.wPct * margin;
  let hPct = (wPct * imageAspect) / pageAspect;
  if (imageAspect > boxAspect) {
    hPct = box.hPct * margin;
    wPct = (hPct * pageAspect) / imageAspect;
  }
  return { page: box.page, xPct: box.xPct + (box.wPct - wPct) / 2, yPct: box.yPct + (box.hPct - hPct) / 2, wPct, hPct, png };
}
