import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { cjkSubset } from '../../../src/services/certificate/cjk-font';
import { documentText } from '../../../src/services/signing/layout/document-spec';
import { renderDocument } from '../../../src/services/signing/layout/render-document';
import { pdftotext, sampleDocument, tempDir, writeTemp } from '../../helpers/signing/fixtures';

const dir = tempDir('signing-layout-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('renderDocument', () => {
  it('writes Chinese text that pdftotext extracts, a wrapped hash table across pages, and page numbers', async () => {
    const doc = await renderDocument(sampleDocument(40));
    const text = pdftotext(writeTemp(dir, 'doc.pdf', doc.pdf));
    expect(text).toContain('保全证据公证申请表');
    expect(text).toContain('申请人因维护自身合法权益需要');
    expect(text.replace(/\s+/g, '')).toContain('申请人：张三');
    expect(text).toContain('证据文件40.jpg');
    expect(doc.pages).toBeGreaterThan(1);
    // pdftotext drops the spaces around the numbers
    for (let n = 1; n <= doc.pages; n++) expect(text.replace(/\s+/g, '')).toContain(`第${n}页共${doc.pages}页`);
    // the header row is repeated on every page the table continues on
    expect(text.split('文件名称').length - 1).toBeGreaterThanOrEqual(2);
    // a 64-hex hash wraps inside its cell and comes back whole, line by line
    const hash = '27'.repeat(32);
    expect(text.replace(/\s+/g, '')).toContain(hash.slice(0, 30));
  });

  it('puts every character it draws into the font subset, the fields rows\' full-width colon too', async () => {
    // pdftotext reads the colon from the text layer even when the glyph is missing (it was drawn as ☒)
    const font = fontkit.create(await cjkSubset(documentText(sampleDocument(1))));
    expect(font.glyphForCodePoint('：'.codePointAt(0)!).id).not.toBe(0);
  });

  it('reports each signature box as a placement on the page it was drawn on', async () => {
    const doc = await renderDocument(sampleDocument(5));
    expect(Object.keys(doc.boxes)).toEqual(['applicant', 'date']);
    const box = doc.boxes.applicant!;
    expect(box.page).toBe(doc.pages);
    expect(box.xPct).toBeGreaterThan(5);
    expect(box.xPct + box.wPct).toBeLessThan(doc.boxes.date!.xPct);
    expect(box.yPct).toBeGreaterThan(0);
    expect(box.yPct + box.hPct).toBeLessThan(100);
  });
});

describe('a heading kept with the block after it', () => {
  const block = (n: number) => [
    { kind: 'heading' as const, text: `签署人${n}：第${n}方`, keepWithNext: true },
    { kind: 'fields' as const, rows: Array.from({ length: 14 }, (_, i) => ({ label: `项目${i + 1}`, value: `签署人${n}的第${i + 1}项` })) },
  ];
  const pagesOf = (pdf: Uint8Array, name: string) => pdftotext(writeTemp(dir, name, pdf)).split('\f');

  it('never splits a signer block across pages when it fits on one', async () => {
    const doc = await renderDocument({ title: '电子签署审计页', blocks: [1, 2, 3, 4, 5].flatMap(block) });
    expect(doc.pages).toBeGreaterThan(1);
    const pages = pagesOf(doc.pdf, 'kept.pdf');
    for (let n = 1; n <= 5; n++) {
      const holding = pages.filter((p) => p.includes(`签署人${n}的`));
      expect(holding, `signer ${n}`).toHaveLength(1);
      expect(holding[0]).toContain(`签署人${n}：第${n}方`);
    }
  });

  it('splits the same blocks without keepWithNext (the test can fail)', async () => {
    const doc = await renderDocument({ title: '电子签署审计页', blocks: [1, 2, 3, 4, 5].flatMap(block).map((b) => (b.kind === 'heading' ? { kind: 'heading' as const, text: b.text } : b)) });
    const pages = pagesOf(doc.pdf, 'split.pdf');
    const split = [1, 2, 3, 4, 5].filter((n) => pages.filter((p) => p.includes(`签署人${n}的`)).length > 1);
    expect(split.length).toBeGreaterThan(0);
  });
});
