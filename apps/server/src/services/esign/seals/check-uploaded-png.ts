import sharp, { type Metadata } from 'sharp';
import { ESIGN_MSG, ESIGN_SEAL_LIMITS as L, ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';
import type { SealPng } from '../../seals/render-seal';
import { isPng } from '../../signing/stamp-images';

/**
 * An uploaded company seal, judged by its content (decision 413), never by its name or type:
 * - at most 2 MB, the PNG signature with its IHDR chunk (signing's isPng), decoded by sharp as a PNG;
 * - sides between minSide and maxSide pixels (the header is read before any pixel is), aspect ≤ maxAspect;
 * - an alpha channel, at least minClearShare of the pixels fully transparent (a real transparent
 *   background, not an opaque picture saved with alpha) and at least minInkShare visible.
 * Answers the image re-encoded by sharp as 8-bit RGBA: the same pixels (a 16-bit file's reduced to 8 bits),
 * without text or metadata chunks.
 */
export async function checkUploadedPng(bytes: Buffer): Promise<SealPng> {
  if (bytes.length === 0) throw refuse(ESIGN_SEAL_MSG.fileRequired);
  if (bytes.length > L.uploadMaxBytes) throw refuse(ESIGN_SEAL_MSG.pngTooLarge);
  if (!isPng(bytes)) throw refuse(ESIGN_MSG.notPng);
  const limitInputPixels = L.maxSide * L.maxSide;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels }).metadata();
  } catch {
    throw refuse(ESIGN_MSG.notPng);
  }
  if (meta.format !== 'png' || !meta.width || !meta.height) throw refuse(ESIGN_MSG.notPng);
  const { width, height } = meta;
  if (Math.min(width, height) < L.minSide || Math.max(width, height) > L.maxSide) throw refuse(ESIGN_SEAL_MSG.pngSide);
  if (Math.max(width, height) > Math.min(width, height) * L.maxAspect) throw refuse(ESIGN_SEAL_MSG.pngAspect);
  if (!meta.hasAlpha) throw refuse(ESIGN_SEAL_MSG.pngNoAlpha);

  let data: Buffer;
  try {
    data = (await sharp(bytes, { limitInputPixels }).ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })).data;
  } catch {
    throw refuse(ESIGN_MSG.notPng);
  }
  const share = alphaShares(data);
  if (share.clear < L.minClearShare) throw refuse(ESIGN_SEAL_MSG.pngOpaque);
  if (share.visible < L.minInkShare) throw refuse(ESIGN_SEAL_MSG.pngBlank);
  const out = await sharp(data, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { png: out.data, width: out.info.width, height: out.info.height };
}

/** Shares of RGBA pixels fully transparent (alpha 0) and visible (alpha > 0). Pure, unit-tested. */
export function alphaShares(rgba: Buffer): { clear: number; visible: number } {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return { clear: 0, visible: 0 };
  let clear = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] === 0) clear += 1;
  return { clear: clear / pixels, visible: (pixels - clear) / pixels };
}
