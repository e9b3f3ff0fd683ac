import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from '../../pdf/wrap-text';
import type { Placement } from './document-spec';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
/** Space kept free at the bottom of every page for "第 N 页 共 M 页". */
export const FOOTER = 40;
export const INK = rgb(0.1, 0.1, 0.1);
export const LINE = rgb(0.45, 0.45, 0.45);

/**
 * Draws lines of text top-down on A4 pages, starting a new page when the next piece does not fit.
 * `y` is the baseline cursor in PDF points (origin bottom-left, as pdf-lib draws).
 */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  pageIndex = -1;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.newPage();
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pageIndex += 1;
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  lines(text: string, size: number, width: number): string[] {
    return wrap(text, this.font, size, width);
  }

  text(text: string, x: number, y: number, size: number): void {
    this.page.drawText(text, { x, y, size, font: this.font, color: INK });
  }

  /** A wrapped paragraph at the left margin (or `x`), line by line across pages. */
  paragraph(text: string, size: number, x = MARGIN, width = this.width): void {
    const lead = size * 1.6;
    for (const line of this.lines(text, size, width)) {
      this.ensure(lead);
      this.y -= lead;
      this.text(line, x, this.y + size * 0.3, size);
    }
  }

  /** A rectangle given in points (bottom-left origin) as a placement of the current page. */
  placement(x: number, y: number, w: number, h: number): Placement {
    const [pw, ph] = A4;
    const pct = (v: number, of: number) => Math.round((v / of) * 100_000) / 1000;
    return { page: this.pageIndex + 1, xPct: pct(x, pw), yPct: pct(ph - (y + h), ph), wPct: pct(w, pw), hPct: pct(h, ph) };
  }
}
