import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ridingSeal } from '../../../src/services/signing/riding-seal';
import { stampImages } from '../../../src/services/signing/stamp-images';
import { solidPng, tempDir, writeTemp } from '../../helpers/signing/fixtures';

const dir = tempDir('signing-stamp-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function blankPdf(pages: number, size: [number, number] = [595.28, 841.89]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage(size);
  return doc.save();
}

/** Bounding box of the red pixels of one page rendered at 20 dpi, in percent of the page from its top-left. */
async function redBox(pdf: Uint8Array, page: number): Promise<{ x0: number; y0: number; x1: number; y1: number } | null> {
  const file = writeTemp(dir, `r${Date.now()}.pdf`, pdf);
  const prefix = path.join(dir, `p${Date.now()}`);
  execFileSync('pdftoppm', ['-r', '20', '-png', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).raw().toBuffer({ resolveWithObject: true });
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) {
        const px = (x / info.width) * 100;
        const py = (y / info.height) * 100;
        box = box ? { x0: Math.min(box.x0, px), y0: Math.min(box.y0, py), x1: Math.max(box.x1, px), y1: Math.max(box.y1, py) } : { x0: px, y0: py, x1: px, y1: py };
      }
    }
  }
  return box;
}

describe('stampImages', () => {
  it('draws each image in its box, measured from the top-left in percent, on any page size', async () => {
    const red = await solidPng(40, 40);
    for (const size of [[595.28, 841.89], [842, 595]] as Array<[number, number]>) {
      const stamped = await stampImages(await blankPdf(2, size), [{ page: 2, xPct: 60, yPct: 10, wPct: 20, hPct: 15, png: red }]);
      expect(await redBox(stamped, 1)).toBeNull();
      const box = (await redBox(stamped, 2))!;
      // 20 dpi: a pixel is 3.6 pt, about 0.6 % of an A4 width; allow two pixels
      expect(box.x0).toBeCloseTo(60, -0.2);
      expect(box.y0).toBeCloseTo(10, -0.2);
      expect(box.x1).toBeGreaterThan(78);
      expect(box.x1).toBeLessThan(80.5);
      expect(box.y1).toBeGreaterThan(23);
      expect(box.y1).toBeLessThan(25.5);
    }
  });

  it('refuses a page out of range and an image that is not a PNG, before drawing anything', async () => {
    const pdf = await blankPdf(2);
    const red = await solidPng(10, 10);
    await expect(stampImages(pdf, [{ page: 3, xPct: 0, yPct: 0, wPct: 10, hPct: 10, png: red }])).rejects.toThrow(/page 3 is out of range/);
    await expect(stampImages(pdf, [{ page: 0, xPct: 0, yPct: 0, wPct: 10, hPct: 10, png: red }])).rejects.toThrow(/out of range/);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } }).jpeg().toBuffer();
    await expect(stampImages(pdf, [{ page: 1, xPct: 0, yPct: 0, wPct: 10, hPct: 10, png: jpeg }])).rejects.toThrow(/not a PNG/);
    const named = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(40)]);
    await expect(stampImages(pdf, [{ page: 1, xPct: 0, yPct: 0, wPct: 10, hPct: 10, png: named }])).rejects.toThrow(/not a PNG/);
    await expect(stampImages(pdf, [{ page: 1, xPct: 95, yPct: 0, wPct: 10, hPct: 10, png: red }])).rejects.toThrow(/past the page/);
  });
});

describe('ridingSeal', () => {
  it('puts one strip of the seal at the right edge of every page, vertically centred', async () => {
    const sealed = await ridingSeal(await blankPdf(3), await solidPng(120, 120));
    for (const page of [1, 2, 3]) {
      const box = (await redBox(sealed, page))!;
      expect(box.x1).toBeGreaterThan(98.5); // touches the right edge
      expect(box.x0).toBeGreaterThan(90); // a third of a 113 pt seal: about 6 % of the width
      expect((box.y0 + box.y1) / 2).toBeCloseTo(50, -0.5);
    }
  });

  it('refuses an image that is not a PNG', async () => {
    await expect(ridingSeal(await blankPdf(2), Buffer.from('GIF89a'))).rejects.toThrow(/not a PNG/);
  });
});
