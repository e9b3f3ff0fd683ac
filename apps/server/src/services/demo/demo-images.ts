import sharp from 'sharp';

/**
 * Pictures for the demo accounts' verification forms (ID card sides, hand-held photo, business
 * licence, power of attorney). They are drawn, not photographs: each says 演示样例 · 非真实证件 across
 * it, so nobody mistakes a demo record for a real document. sharp renders the SVG (text in Noto
 * Sans CJK when fontconfig has it; without the font the Chinese shows as boxes, the picture stays valid).
 */
export interface DemoPicture {
  title: string;
  lines: string[];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = 'font-family="Noto Sans CJK SC, sans-serif"';

/** Rendered once per process: test files seed the demo accounts again and again. */
const rendered = new Map<string, Promise<Buffer>>();

export function demoPicture(p: DemoPicture): Promise<Buffer> {
  const key = JSON.stringify(p);
  let png = rendered.get(key);
  if (!png) {
    png = render(p);
    rendered.set(key, png);
  }
  return png;
}

async function render(p: DemoPicture): Promise<Buffer> {
  const rows = p.lines.map((l, i) => `<text x="48" y="${150 + i * 46}" font-size="28" fill="#1a1a1a">${escape(l)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540" ${FONT}>
  <rect width="856" height="540" rx="28" fill="#f3efe4"/>
  <text x="48" y="84" font-size="38" fill="#3d6ea8">${escape(p.title)}</text>${rows}
  <text x="428" y="300" font-size="64" fill="#c0392b" fill-opacity="0.28" text-anchor="middle" transform="rotate(-18 428 300)">演示样例 · 非真实证件</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
