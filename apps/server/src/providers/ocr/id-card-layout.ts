import { LOW_CONFIDENCE } from './id-card-text';

/** The parts of a tesseract.js page this module reads (Page → Block → Paragraph → Line → Word). */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: OcrBox;
}
export interface OcrLine {
  text: string;
  bbox: OcrBox;
  words: OcrWord[];
}
export interface OcrBlock {
  paragraphs: Array<{ lines: OcrLine[] }>;
}

/**
 * Below this confidence (0–100) a word that holds Han characters, letters or digits is marked
 * unsure. On generated and photographed cards, misread characters scored 0–60 and most correct
 * ones 75–96 (docs/decisions.md): 65 gives up some correct readings to return no wrong ones.
 */
export const MIN_WORD_CONFIDENCE = 65;
/** Text further apart than this many line heights on one row is another column (the photo). */
const COLUMN_GAP = 2.5;

interface Fragment {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  text: string;
}

function fragmentOf(line: OcrLine): Fragment {
  const text = line.words
    .map((w) => {
      const word = w.text.trim();
      const unsure = w.confidence < MIN_WORD_CONFIDENCE && /[\p{Script=Han}\p{L}\p{N}]/u.test(word);
      return unsure ? `${LOW_CONFIDENCE}${word}` : word;
    })
    .join(' ');
  return { ...line.bbox, text };
}

const height = (f: { y0: number; y1: number }) => Math.max(1, f.y1 - f.y0);

/**
 * Rows of text top to bottom, read from the lines tesseract found in sparse-text mode (where a
 * label and its value, or a value and the photo beside it, are separate lines): lines that
 * overlap vertically by half the larger height form one row, left to right (so a tall shape in
 * the photo never joins two rows of text); a wide gap becomes a tab (a column break the parser
 * respects).
 */
export function rowsFromBlocks(blocks: readonly OcrBlock[]): string[] {
  const fragments = blocks
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines))
    .map(fragmentOf)
    .filter((f) => f.text !== '')
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const rows: Fragment[][] = [];
  for (const f of fragments) {
    const row = rows.find((r) => r.some((g) => Math.min(f.y1, g.y1) - Math.max(f.y0, g.y0) >= 0.5 * Math.max(height(f), height(g))));
    if (row) row.push(f);
    else rows.push([f]);
  }
  return rows
    .map((row) => row.sort((a, b) => a.x0 - b.x0))
    .sort((a, b) => Math.min(...a.map((f) => f.y0)) - Math.min(...b.map((f) => f.y0)))
    .map((row) => {
      const lineHeight = Math.min(...row.map(height));
      return row.map((f, i) => {
        const previous = row[i - 1];
        if (!previous) return f.text;
        return `${f.x0 - previous.x1 > COLUMN_GAP * lineHeight ? '\t' : ' '}${f.text}`;
      }).join('');
    });
}

/** The line most likely to hold the ID number (≥ 12 digit-like characters), for a second reading. */
export function idNumberLine(blocks: readonly OcrBlock[]): OcrBox | undefined {
  let best: { box: OcrBox; digits: number } | undefined;
  for (const line of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
    const digits = (line.text.match(/[0-9XxOoIl|]/g) ?? []).length;
    if (digits >= 12 && (!best || digits > best.digits)) best = { box: line.bbox, digits };
  }
  return best?.box;
}
