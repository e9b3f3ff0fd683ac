import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SEAL_LIMITS, SEAL_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import type { SealPng } from './render-seal';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the bytes start with the PNG signature (whatever the file was called). */
export function isPngSignature(bytes: Buffer): boolean {
  return bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

/**
 * A handwritten signature drawn in the browser, made into the stored image (decision 137):
 * - judged by content: the PNG signature, then sharp must decode it as a PNG of at most
 *   SEAL_LIMITS.uploadMaxSide pixels a side (the header is read before any pixel is decoded);
 * - near-white pixels (paper, a canvas exported on white) become fully transparent, anything else
 *   keeps its colour and alpha;
 * - trimmed to the ink with a small margin, then fitted into storedMaxWidth × storedMaxHeight;
 * - a drawing with no ink is refused.
 */
export async function normaliseDrawn(bytes: Buffer): Promise<SealPng> {
  if (bytes.length === 0) throw refuse(SEAL_MSG.imageRequired);
  if (bytes.length > SEAL_LIMITS.uploadMaxBytes) throw refuse(SEAL_MSG.imageTooLarge);
  if (!isPngSignature(bytes)) throw refuse(SEAL_MSG.imageType);
  const max = SEAL_LIMITS.uploadMaxSide;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: max * max }).metadata();
  } catch {
    throw refuse(SEAL_MSG.imageType);
  }
  if (meta.format !== 'png' || !meta.width || !meta.height) throw refuse(SEAL_MSG.imageType);
  if (meta.width > max || meta.height > max) throw refuse(SEAL_MSG.imageTooWide);

  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { limitInputPixels: max * max }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(SEAL_MSG.imageType);
  }
  const { data, info } = raw;
  const box = clearPaper(data, info.width, info.height, SEAL_LIMITS.paperThreshold);
  if (!box) throw refuse(SEAL_MSG.imageBlank);

  const margin = 8;
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const width = Math.min(info.width, box.right + margin + 1) - left;
  const height = Math.min(info.height, box.bottom + margin + 1) - top;
  const { data: png, info: out } = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left, top, width, height })
    .resize({ width: SEAL_LIMITS.storedMaxWidth, height: SEAL_LIMITS.storedMaxHeight, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { png, width: out.width, height: out.height };
}

export interface InkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * In place on RGBA pixels: every pixel whose three colours are all ≥ `threshold` becomes transparent
 * (alpha 0, colour white). Answers the bounding box of the pixels left visible (alpha > 0), or null
 * when nothing is. Pure, unit-tested.
 */
export function clearPaper(rgba: Buffer, width: number, height: number, threshold: number): InkBox | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (rgba[i]! >= threshold && rgba[i + 1]! >= threshold && rgba[i + 2]! >= threshold) {
        rgba[i] = 255;
        rgba[i + 1] = 255;
        rgba[i + 2] = 255;
        rgba[i + 3] = 0;
        continue;
      }
      if (rgba[i + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}
