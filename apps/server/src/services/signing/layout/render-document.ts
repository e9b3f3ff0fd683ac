import { PDFDocument } from 'pdf-lib';
import { embedCjkFont } from '../../certificate/cjk-font';
import { documentText, type DocBlock, type DocSpec, type Placement, type RenderedDocument } from './document-spec';
import { drawTable } from './draw-table';
import { A4, FOOTER, LINE, MARGIN, PageWriter } from './page-writer';

const BODY = 11;
const LABEL_W = 110;

/**
 * Renders a Chinese A4 document: centred title, headings, wrapped paragraphs, label/value rows,
 * tables, signature boxes, and "第 N 页 共 M 页" on every page. The font is Noto Sans CJK subset to
 * the document's characters and embedded whole (subset:false), so the text stays selectable and
 * `pdftotext` extracts it.
 */
export async function renderDocument(spec: DocSpec): Promise<RenderedDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setCreator('数据存证平台');
  doc.setProducer('数据存证平台 signing core (pdf-lib)');
  const font = await embedCjkFont(doc, documentText(spec));
  const w = new PageWriter(doc, font);

  const titleSize = 18;
  w.y -= titleSize;
  w.text(spec.title, (A4[0] - font.widthOfTextAtSize(spec.title, titleSize)) / 2, w.y, titleSize);
  w.y -= 14;

  const boxes: Record<string, Placement> = {};
  spec.blocks.forEach((block, i) => {
    if (block.kind === 'heading' && block.keepWithNext) keepWithNext(w, block, spec.blocks[i + 1]);
    drawBlock(w, block, boxes);
  });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `第 ${i + 1} 页 共 ${pages.length} 页`;
    const size = 9;
    page.drawText(label, { x: (A4[0] - font.widthOfTextAtSize(label, size)) / 2, y: MARGIN / 2 + 4, size, font, color: LINE });
  });
  return { pdf: await doc.save(), pages: pages.length, boxes };
}

const HEADING_SIZE = 13;

/** How tall a heading and a fields block are when drawn (the same arithmetic as drawBlock). */
function headingHeight(w: PageWriter, text: string): number {
  return 8 + w.lines(text, HEADING_SIZE, w.width).length * HEADING_SIZE * 1.6;
}
function fieldsHeight(w: PageWriter, block: Extract<DocBlock, { kind: 'fields' }>): number {
  return block.rows.reduce((sum, row) => sum + w.lines(row.value, BODY, w.width - LABEL_W).length * BODY * 1.6, 0) + 4;
}

/**
 * Moves a heading to a new page when it and the fields block after it do not fit together on this page but would
 * on a fresh one. A block taller than a whole page still starts here and runs on, as before.
 */
function keepWithNext(w: PageWriter, heading: Extract<DocBlock, { kind: 'heading' }>, next: DocBlock | undefined): void {
  if (next?.kind !== 'fields') return;
  const needed = headingHeight(w, heading.text) + fieldsHeight(w, next);
  const fresh = A4[1] - MARGIN - (MARGIN + FOOTER);
  if (needed <= fresh) w.ensure(needed);
}

function drawBlock(w: PageWriter, block: DocBlock, boxes: Record<string, Placement>): void {
  switch (block.kind) {
    case 'heading':
      w.ensure(40);
      w.y -= 8;
      w.paragraph(block.text, HEADING_SIZE);
      return;
    case 'paragraph':
      w.paragraph(block.text, BODY);
      w.y -= 4;
      return;
    case 'fields':
      for (const row of block.rows) {
        const lines = w.lines(row.value, BODY, w.width - LABEL_W);
        const lead = BODY * 1.6;
        w.ensure(lead * Math.min(lines.length, 3));
        w.text(`${row.label}：`, MARGIN, w.y - lead + BODY * 0.3, BODY);
        for (const line of lines) {
          w.ensure(lead);
          w.y -= lead;
          w.text(line, MARGIN + LABEL_W, w.y + BODY * 0.3, BODY);
        }
      }
      w.y -= 4;
      return;
    case 'table':
      drawTable(w, block);
      return;
    case 'signature-boxes': {
      const height = block.height ?? 110;
      const gap = 16;
      const width = (w.width - gap * (block.boxes.length - 1)) / block.boxes.length;
      w.ensure(height + 30);
      w.y -= 12;
      block.boxes.forEach((box, i) => {
        const x = MARGIN + i * (width + gap);
        w.page.drawRectangle({ x, y: w.y - height, width, height, borderColor: LINE, borderWidth: 0.6, borderDashArray: [3, 2] });
        w.text(box.label, x + 6, w.y - 14, 10);
        // the stamp goes below the caption
        boxes[box.id] = w.placement(x + 4, w.y - height + 4, width - 8, height - 26);
      });
      w.y -= height + 8;
      return;
    }
  }
}
