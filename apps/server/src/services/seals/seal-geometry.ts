/**
 * Pure geometry of the generated seals (decision 138): where each character and the star go. No
 * fonts and no I/O, so it is unit-tested on its own (test/unit/seals).
 */

export interface Point {
  x: number;
  y: number;
}

/** The ten corners of a five-pointed star centred on (cx, cy), the first outer point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.381966): Point[] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return { x: round(cx + r * Math.cos(a)), y: round(cy + r * Math.sin(a)) };
  });
}

/** The star as SVG path data. */
export function starPath(cx: number, cy: number, outer: number): string {
  const pts = starPoints(cx, cy, outer);
  return `M${pts.map((p) => `${p.x} ${p.y}`).join(' L')} Z`;
}

export interface ArcLayout {
  /** degrees from straight up, clockwise (SVG rotate), one per character, left to right */
  angles: number[];
  /** the degrees between two neighbouring characters */
  step: number;
  /** glyph box width and height in pixels */
  width: number;
  height: number;
  /** the distance from the centre to each glyph box's centre */
  radius: number;
}

export interface ArcOptions {
  /** the radius the glyph boxes' outer edges touch */
  outerRadius: number;
  /** the widest arc the text may cover, in degrees (a real seal leaves the bottom free) */
  maxSpan?: number;
  /** the most degrees one character may take (short names are not spread thin) */
  maxStep?: number;
  /** the biggest glyph box side, in pixels */
  maxSize?: number;
}

/**
 * The company name along the top of the round seal: characters evenly spaced and centred on the top,
 * read clockwise, upright towards the rim. Short names keep `maxStep` between characters; long ones
 * share `maxSpan` and shrink so neighbouring glyphs never overlap (box width ≤ 90 % of the arc step).
 */
export function arcLayout(count: number, opts: ArcOptions): ArcLayout {
  const maxSpan = opts.maxSpan ?? 250;
  const maxStep = opts.maxStep ?? 30;
  const maxSize = opts.maxSize ?? 72;
  if (!Number.isInteger(count) || count < 1) throw new Error('arcLayout: count must be a positive integer');
  const step = count === 1 ? 0 : Math.min(maxStep, maxSpan / (count - 1));
  // the width that fits the step at the glyphs' own radius: w ≤ 0.9·(R − h/2)·step, h = 1.2·w
  const stepRad = ((count === 1 ? maxStep : step) * Math.PI) / 180;
  const fit = (0.9 * opts.outerRadius * stepRad) / (1 + 0.6 * 0.9 * stepRad);
  const width = Math.min(maxSize / 1.2, fit);
  const height = width * 1.2;
  const radius = opts.outerRadius - height / 2;
  const start = -(step * (count - 1)) / 2;
  const angles = Array.from({ length: count }, (_, i) => round(start + i * step));
  return { angles, step: round(step), width: round(width), height: round(height), radius: round(radius) };
}

/**
 * The characters a personal name stamp prints (decision 139): two columns read right to left, so the
 * count is made even the traditional way — 2 characters become 「XY之印」, an odd count gets 「印」.
 */
export function stampText(name: string): string[] {
  const chars = [...name.trim()];
  if (chars.length === 0) throw new Error('stampText: empty name');
  if (chars.length === 2) return [...chars, '之', '印'];
  if (chars.length % 2 === 1) return [...chars, '印'];
  return chars;
}

export interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The grid cells of a name stamp's characters, in reading order: the right column top to bottom,
 * then the left column (vertical Chinese writing). `count` is even (stampText).
 */
export function stampCells(count: number, area: Cell): Cell[] {
  if (!Number.isInteger(count) || count < 2 || count % 2 !== 0) throw new Error('stampCells: count must be even and at least 2');
  const rows = count / 2;
  const width = area.width / 2;
  const height = area.height / rows;
  return Array.from({ length: count }, (_, i) => {
    const col = i < rows ? 1 : 0;
    const row = i % rows;
    return { x: round(area.x + col * width), y: round(area.y + row * height), width: round(width), height: round(height) };
  });
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
