import fs from 'node:fs';
import sharp from 'sharp';
import { nationalIdCheckChar } from '@evidence/shared/validators';

/**
 * Pictures of the front of a resident ID card, drawn for tests: the card's layout (labels in
 * blue, values in black, a wavy background, the photo on the right) in Noto Sans CJK (Debian's
 * fonts-noto-cjk, found by fontconfig) with the fields the test chooses. sharp renders the SVG.
 */
export const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function assertCjkFont(): void {
  if (!fs.existsSync(CJK_FONT)) throw new Error(`the ID-card tests draw Chinese text with ${CJK_FONT}: apt-get install fonts-noto-cjk`);
}

/** An 18-character ID number with its GB 11643 check character. */
export function idNumber(first17: string): string {
  return first17 + nationalIdCheckChar(first17);
}

export interface CardOptions {
  name: string;
  idNumber: string;
  address: string;
  sex?: '男' | '女';
  /** pixel width of the picture (the card is 856 × 540 units) */
  width?: number;
  /** Gaussian blur in card units */
  blur?: number;
  /** degrees */
  rotate?: number;
  /** image format of the answer */
  format?: 'png' | 'jpeg' | 'gif';
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = 'font-family="Noto Sans CJK SC"';

export async function idCardFront(o: CardOptions): Promise<Buffer> {
  const chars = Array.from(o.address);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += 11) lines.push(chars.slice(i, i + 11).join(''));
  const birth = `${o.idNumber.slice(6, 10)}  年  ${Number(o.idNumber.slice(10, 12))}  月  ${Number(o.idNumber.slice(12, 14))}  日`;
  const waves = Array.from({ length: 24 }, (_, i) => `<path d="M0 ${20 + i * 22} Q 214 ${i * 22 - 30} 428 ${20 + i * 22} T 856 ${20 + i * 22}" stroke="#e3dccb" stroke-width="2" fill="none"/>`).join('');
  const label = (x: number, y: number, text: string) => `<text x="${x}" y="${y}" font-size="24" fill="#3d6ea8">${text}</text>`;
  const value = (x: number, y: number, text: string, size = 30) => `<text x="${x}" y="${y}" font-size="${size}" fill="#1a1a1a">${escape(text)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
  <defs><filter id="blur"><feGaussianBlur stdDeviation="${o.blur ?? 0}"/></filter></defs>
  <rect width="856" height="540" fill="#ffffff"/>
  <g transform="rotate(${o.rotate ?? 0} 428 270)" ${o.blur ? 'filter="url(#blur)"' : ''} ${FONT}>
    <rect width="856" height="540" rx="30" fill="#f3efe4"/>${waves}
    ${label(60, 90, '姓  名')}${value(160, 90, o.name, 32)}
    ${label(60, 160, '性  别')}${value(160, 160, o.sex ?? '男')}${label(260, 160, '民  族')}${value(360, 160, '汉')}
    ${label(60, 230, '出  生')}${value(160, 230, birth)}
    ${label(60, 300, '住  址')}${lines.map((l, i) => value(160, 300 + i * 44, l)).join('')}
    ${label(60, 480, '公民身份号码')}<text x="260" y="480" font-size="34" letter-spacing="4" fill="#1a1a1a">${escape(o.idNumber)}</text>
    <rect x="600" y="60" width="200" height="250" fill="#cfc8b8"/><circle cx="700" cy="150" r="55" fill="#8d8373"/><rect x="630" y="215" width="140" height="95" rx="40" fill="#8d8373"/>
  </g></svg>`;
  const width = o.width ?? 856;
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 856 });
  if (o.format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (o.format === 'gif') return image.gif().toBuffer();
  return image.png().toBuffer();
}

/** A picture with no card: one colour, or random grey noise (seeded, so a failure repeats). */
export async function plainImage(kind: 'blank' | 'noise', width = 856, height = 540, seed = 1): Promise<Buffer> {
  if (kind === 'blank') return sharp({ create: { width, height, channels: 3, background: '#f3efe4' } }).png().toBuffer();
  const pixels = Buffer.alloc(width * height);
  let s = seed;
  for (let i = 0; i < pixels.length; i++) {
    s = (s * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = s >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
}
