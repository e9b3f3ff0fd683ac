import sharp from 'sharp';

/** The CJK font the overlay is drawn with (Debian fonts-noto-cjk, already used by the PDFs). */
export const OVERLAY_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Where the address strip sits in a video frame (left of it: the clock ffmpeg draws from the frame's time). */
export const STRIP_X = 290;
/** The strip's height and its distance from the frame's bottom edge (inside the OVERLAY_BAR). */
export const STRIP_HEIGHT = 24;
export const STRIP_BOTTOM = 29;
/** The bar's colour, so the strip is part of the bar. */
const BAR = { r: 0x1f, g: 0x1f, b: 0x1f, alpha: 1 };

const pango = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** White text at 16 px (12 pt at 96 dpi: ffmpeg's fontsize=16) in the SC face of the Noto CJK collection. */
async function textImage(text: string): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp({ text: { text: `<span foreground="white">${pango(text)}</span>`, font: 'Noto Sans CJK SC 12', fontfile: OVERLAY_FONT, rgba: true, dpi: 96, wrap: 'none' } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * The address strip of one address as a PNG of `width` × STRIP_HEIGHT, drawn once per address and put on
 * every frame recorded while the page had it (frame-recorder.ts), so the address a frame shows is the
 * one its frame slot was written with. An address wider than the strip is cut with a visible … (decision
 * 646), measured on the drawn text: Chinese characters are twice as wide as the 110-character cut
 * overlayAddress makes assumes.
 */
export async function addressStrip(text: string, width: number): Promise<Buffer> {
  const room = width - 4;
  let img = text.trim() === '' ? null : await fitted(text, room);
  // stacked combining marks (a decoded %CC%81…) draw a line taller than the strip, which would show only the
  // marks: they are shown escaped, as the browser reported them, and the rest of the address as it is
  if (img && img.height > STRIP_HEIGHT) img = await fitted(text.replace(/\p{M}/gu, (m) => encodeURIComponent(m)), room);
  const base = sharp({ create: { width, height: STRIP_HEIGHT, channels: 4, background: BAR } });
  const layers = img && img.width <= room && img.height <= STRIP_HEIGHT ? [{ input: img.png, left: 0, top: Math.floor((STRIP_HEIGHT - img.height) / 2) }] : [];
  return base.composite(layers).flatten({ background: BAR }).png({ compressionLevel: 1 }).toBuffer();
}

/** The text drawn, cut with … until it fits `room` pixels. */
async function fitted(text: string, room: number): Promise<{ png: Buffer; width: number; height: number }> {
  let shown = text;
  let img = await textImage(shown);
  for (let tries = 0; img.width > room && tries < 8; tries++) {
    const chars = Array.from(shown.replace(/…$/, ''));
    const keep = Math.max(1, Math.floor((chars.length * room) / img.width) - 1);
    shown = `${chars.slice(0, keep).join('')}…`;
    img = await textImage(shown);
  }
  return img;
}
