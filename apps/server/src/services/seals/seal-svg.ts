import { arcLayout, stampCells, stampText, starPath, type Cell } from './seal-geometry';

/**
 * SVG of the generated seals, text as glyph outlines (decision 138): the SVG never names a font, so
 * the rasteriser needs none and the result is the same on every machine. Pure: the outlines come
 * from a GlyphSource (seal-font.ts reads them from the CJK font with fontkit).
 */

/** One glyph's outline as SVG path data in font units (y up), and its advance width. */
export interface GlyphShape {
  d: string;
  advance: number;
}

export interface GlyphSource {
  unitsPerEm: number;
  /** the y of the ideographic em box's centre, in font units (≈ 380 of 1000 for Noto Sans CJK) */
  emCenter: number;
  glyph(char: string): GlyphShape;
}

/** The red of the seals. */
export const SEAL_RED = '#d7000f';

export const COMPANY_SEAL_SIZE = 600;
export const PERSON_STAMP_SIZE = 400;

/**
 * A glyph drawn into a box: its em square scaled to the box (each axis on its own, seal lettering is
 * often narrowed or stretched), centred on (0, 0) before `place` moves it. A thin outline in the same
 * red makes the regular weight read like an engraved seal's heavier strokes.
 */
function glyphElement(font: GlyphSource, char: string, width: number, height: number, place: string, bold: number): string {
  const g = font.glyph(char);
  const sx = width / font.unitsPerEm;
  const sy = height / font.unitsPerEm;
  const transform = `${place} scale(${fmt(sx)} ${fmt(-sy)}) translate(${fmt(-g.advance / 2)} ${fmt(-font.emCenter)})`;
  const stroke = bold > 0 ? ` stroke="${SEAL_RED}" stroke-width="${fmt(bold / Math.min(sx, sy))}" stroke-linejoin="round"` : '';
  return `<path transform="${transform}" d="${g.d}"${stroke}/>`;
}

/**
 * A company's round seal: a red ring, the name along the top arc, a five-pointed star in the centre
 * and `bottomText` under it, on a transparent background. `star: false` (an e-signing 合同专用章,
 * decision 411) leaves the centre free and sets the bottom text larger, just below the centre.
 */
export function companySealSvg(font: GlyphSource, name: string, bottomText: string, opts: { star?: boolean } = {}): string {
  const withStar = opts.star ?? true;
  const S = COMPANY_SEAL_SIZE;
  const c = S / 2;
  const ring = 14;
  const rimRadius = c - ring / 2 - 6;
  const chars = [...name.trim()];
  const arc = arcLayout(chars.length, { outerRadius: rimRadius - ring / 2 - 12, maxSpan: 250, maxStep: 30, maxSize: 86 });
  const text = chars
    .map((ch, i) => glyphElement(font, ch, arc.width, arc.height, `translate(${c} ${c}) rotate(${arc.angles[i]}) translate(0 ${fmt(-arc.radius)})`, 2))
    .join('');
  const star = withStar ? `<path d="${starPath(c, c, S * 0.14)}"/>` : '';
  const bottom = [...bottomText];
  const bw = withStar ? 40 : 50;
  const bottomY = withStar ? c + S * 0.25 : c + S * 0.2;
  const bottomEls = bottom
    .map((ch, i) => glyphElement(font, ch, bw, bw * 1.15, `translate(${fmt(c + (i - (bottom.length - 1) / 2) * bw * 1.05)} ${fmt(bottomY)})`, 1))
    .join('');
  return svg(S, S, `<circle cx="${c}" cy="${c}" r="${fmt(rimRadius)}" fill="none" stroke="${SEAL_RED}" stroke-width="${ring}"/>${star}${text}${bottomEls}`);
}

/**
 * A person's square name stamp: a thick red border and the name (with 之印 / 印, stampText) in two
 * columns read from the right, each character filling its cell.
 */
export function personStampSvg(font: GlyphSource, name: string): string {
  const S = PERSON_STAMP_SIZE;
  const border = 18;
  const inset = 8;
  const chars = stampText(name);
  const pad = inset + border + 12;
  const area: Cell = { x: pad, y: pad, width: S - 2 * pad, height: S - 2 * pad };
  const cells = stampCells(chars.length, area);
  const text = chars
    .map((ch, i) => {
      const cell = cells[i]!;
      const w = cell.width * 0.94;
      const h = cell.height * 0.94;
      return glyphElement(font, ch, w, h, `translate(${fmt(cell.x + cell.width / 2)} ${fmt(cell.y + cell.height / 2)})`, 1.6);
    })
    .join('');
  const frame = `<rect x="${inset + border / 2}" y="${inset + border / 2}" width="${S - 2 * inset - border}" height="${S - 2 * inset - border}" rx="14" fill="none" stroke="${SEAL_RED}" stroke-width="${border}"/>`;
  return svg(S, S, `${frame}${text}`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="${SEAL_RED}">${body}</g></svg>`;
}

function fmt(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}
