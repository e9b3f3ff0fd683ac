import type { DocBlock } from './document-spec';
import { LINE, MARGIN, type PageWriter } from './page-writer';

type Table = Extract<DocBlock, { kind: 'table' }>;

const SIZE = 8.5;
const LEAD = SIZE * 1.45;
const PAD = 4;

/**
 * A table whose cells wrap (hashes, long names); a row never splits across pages, and the header row
 * is drawn again at the top of each page the table continues on.
 */
export function drawTable(w: PageWriter, table: Table): void {
  const widths = table.columns.map((c) => c.width * w.width);
  const cellLines = (cells: string[]) => cells.map((cell, i) => w.lines(cell, SIZE, widths[i]! - 2 * PAD));
  const header = cellLines(table.columns.map((c) => c.title));
  const heightOf = (lines: string[][]) => Math.max(...lines.map((l) => l.length)) * LEAD + 2 * PAD;

  const drawRow = (lines: string[][], shaded: boolean) => {
    const h = heightOf(lines);
    const top = w.y;
    let x = MARGIN;
    lines.forEach((cell, i) => {
      const cw = widths[i]!;
      w.page.drawRectangle({
        x, y: top - h, width: cw, height: h, borderColor: LINE, borderWidth: 0.5,
        ...(shaded ? { color: LINE, opacity: 0.12, borderOpacity: 1 } : {}),
      });
      cell.forEach((line, j) => w.text(line, x + PAD, top - PAD - (j + 1) * LEAD + SIZE * 0.35, SIZE));
      x += cw;
    });
    w.y = top - h;
  };

  w.ensure(heightOf(header) + LEAD * 2 + 2 * PAD);
  w.y -= 6;
  drawRow(header, true);
  for (const row of table.rows) {
    const lines = cellLines(row);
    const before = w.pageIndex;
    w.ensure(heightOf(lines));
    if (w.pageIndex !== before) drawRow(header, true);
    drawRow(lines, false);
  }
  w.y -= 6;
}
