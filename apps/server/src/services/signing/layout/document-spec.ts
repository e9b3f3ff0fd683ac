/**
 * A document of the signing core described as blocks, so the whole text is known before drawing:
 * the CJK font is subset once per document with exactly the characters it uses (cjk-font.ts).
 */
export type DocBlock =
  /** keepWithNext: the heading starts a new page unless the block after it fits below it (a signer's block of an audit page is never split from its heading, nor across pages when it fits on one) */
  | { kind: 'heading'; text: string; keepWithNext?: boolean }
  | { kind: 'paragraph'; text: string }
  /** label / value rows, the value wrapping beside its label */
  | { kind: 'fields'; rows: Array<{ label: string; value: string }> }
  /** a header row repeated on every page, then rows whose cells wrap; `widths` are fractions summing to 1 */
  | { kind: 'table'; columns: Array<{ title: string; width: number }>; rows: string[][] }
  /** boxes side by side where a seal, a handwritten signature or a date goes; reported back by id */
  | { kind: 'signature-boxes'; boxes: Array<{ id: string; label: string }>; height?: number };

export interface DocSpec {
  title: string;
  blocks: DocBlock[];
}

/**
 * Where something lies on a page, in the form stampImages takes: page counted from 1, position and
 * size in percent of the page measured from its top-left corner (as Documenso stores fields).
 */
export interface Placement {
  page: number;
  xPct: number;
  yPct: number;
  wPct: number;
  hPct: number;
}

export interface RenderedDocument {
  pdf: Uint8Array;
  pages: number;
  /** the signature boxes by id, where the caller stamps a seal or a handwriting image */
  boxes: Record<string, Placement>;
}

/** Characters drawn besides the blocks' own text: page numbers, the box captions' digits and the fields rows' full-width colon. */
export const FIXED_CHARACTERS = '第页共0123456789 ：';

/** Every character the document will draw. */
export function documentText(spec: DocSpec): string {
  const parts: string[] = [spec.title, FIXED_CHARACTERS];
  for (const b of spec.blocks) {
    if (b.kind === 'heading' || b.kind === 'paragraph') parts.push(b.text);
    else if (b.kind === 'fields') for (const r of b.rows) parts.push(r.label, r.value);
    else if (b.kind === 'table') parts.push(...b.columns.map((c) => c.title), ...b.rows.flat());
    else parts.push(...b.boxes.map((x) => x.label));
  }
  return parts.join('');
}
