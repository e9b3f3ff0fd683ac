import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** The photo formats the ID form accepts (000 §5; uploadNormal checks the same by content). */
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/gif']);
/** Larger images are refused before decoding (a 20 MB PNG can hold billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;
/** A photo whose longer side is shorter than this cannot show the card's text legibly. */
const MIN_LONG_SIDE = 400;
/**
 * Every photo is scaled so its longer side has this many pixels. Tesseract's line model reads
 * text about 20–40 pixels high best: a card filling half to all of such a photo has its
 * characters in that range, and a 4000-pixel phone photo is read in about the time of a small one.
 */
export const TARGET_LONG_SIDE = 1100;

export type PreparedImage = { ok: true; png: Buffer; width: number; height: number } | { ok: false; reason: 'type' | 'unreadable' | 'size' };

/**
 * Checks the bytes are a PNG, JPEG or GIF by their content (anything else, a PDF or a script named
 * .jpg, is refused here and never decoded), then turns them upright by their EXIF orientation,
 * grey and to TARGET_LONG_SIDE, as a PNG for the OCR engine. sharp decodes on libuv's thread pool,
 * not on the request thread.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, reason: 'type' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    // EXIF orientations 5–8 swap width and height
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (!width || !height) return { ok: false, reason: 'unreadable' };
    const longSide = Math.max(width, height);
    if (longSide < MIN_LONG_SIDE) return { ok: false, reason: 'size' };
    const scale = TARGET_LONG_SIDE / longSide;
    const target = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    const png = await image
      .rotate()
      .greyscale()
      .resize({ ...target, fit: 'fill', kernel: 'lanczos3' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { ok: true, png, ...target };
  } catch {
    // truncated or corrupt data, or more pixels than MAX_INPUT_PIXELS
    return { ok: false, reason: 'unreadable' };
  }
}

/** Tencent Cloud takes at most 10 MB of base64: 7 MB of bytes leaves room. */
const CLOUD_MAX_BYTES = 7 * 1024 * 1024;

export type CloudImage = { ok: true; base64: string } | { ok: false; reason: 'type' | 'unreadable' | 'size' };

/**
 * The same checks as prepareImage (type by content, pixel limit, long side), for a cloud service
 * that reads the colour photo itself (its copy and reshoot warnings need the colours): the bytes
 * go as they are, base64. A GIF (which the cloud does not take) or a photo over CLOUD_MAX_BYTES is
 * re-encoded as JPEG, upright, at most 4000 pixels on its long side.
 */
export async function imageForCloud(bytes: Buffer): Promise<CloudImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, reason: 'type' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    if (Math.max(meta.width, meta.height) < MIN_LONG_SIDE) return { ok: false, reason: 'size' };
    if (type.mime !== 'image/gif' && bytes.length <= CLOUD_MAX_BYTES) return { ok: true, base64: bytes.toString('base64') };
    const jpeg = await image.rotate().resize({ width: 4000, height: 4000, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer();
    return { ok: true, base64: jpeg.toString('base64') };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
