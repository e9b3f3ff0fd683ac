import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ID_CARD_OCR_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { localOcrProvider } from '../../../src/providers/ocr/local-ocr';
import type { IdCardReading, OcrProvider } from '../../../src/providers/ocr/ocr-provider';
import { EngineBusyError, EngineClosedError, EngineTimeoutError, TesseractEngine } from '../../../src/providers/ocr/tesseract-engine';
import { assertCjkFont, idCardFront, idNumber, plainImage } from '../../helpers/id-card-image';

/**
 * The local provider on drawn ID cards: one provider (one tesseract worker) for the whole file.
 * Each reading is timed; on the 2-CPU machines one takes 0.3–2 s.
 */
const CARDS = {
  zhang: { name: '张晓明', idNumber: idNumber('11010119900307803'), address: '北京市东城区景山前街4号院3号楼2单元501室', sex: '男' },
  ouyang: { name: '欧阳娜娜', idNumber: idNumber('44030419851212002'), address: '广东省深圳市福田区福华三路100号', sex: '女' },
  li: { name: '李四', idNumber: idNumber('32010619990228111'), address: '江苏省南京市鼓楼区中山北路', sex: '男' },
} as const;

let ocr: OcrProvider;
const times: number[] = [];
const cwdBefore = new Set(fs.readdirSync(process.cwd()));

beforeAll(() => {
  assertCjkFont();
  ocr = localOcrProvider({ timeoutMs: 30_000, maxQueue: 8 });
});
afterAll(async () => {
  await ocr.close();
  console.info(`local OCR: ${times.length} readings, ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
});

async function read(image: Buffer): Promise<IdCardReading> {
  const started = performance.now();
  const reading = await ocr.readIdCardFront(image);
  times.push(performance.now() - started);
  expect(times.at(-1)).toBeLessThan(15_000);
  return reading;
}

const fields = (c: (typeof CARDS)[keyof typeof CARDS]) => ({ ok: true, fields: { name: c.name, idNumber: c.idNumber, address: c.address } });

describe('local OCR provider (tesseract.js, chi_sim)', () => {
  it('reads name, ID number (check character X) and a three-line address back exactly', async () => {
    expect(await read(await idCardFront(CARDS.zhang))).toEqual(fields(CARDS.zhang));
  });

  it('reads other cards, as PNG, JPEG and GIF, small and large photos, slightly turned', async () => {
    expect(await read(await idCardFront({ ...CARDS.ouyang, format: 'jpeg' }))).toEqual(fields(CARDS.ouyang));
    expect(await read(await idCardFront({ ...CARDS.li, format: 'gif', width: 600 }))).toEqual(fields(CARDS.li));
    expect(await read(await idCardFront({ ...CARDS.ouyang, width: 1712 }))).toEqual(fields(CARDS.ouyang));
    expect(await read(await idCardFront({ ...CARDS.li, rotate: 2 }))).toEqual(fields(CARDS.li));
  });

  it('fails cleanly with the manual-fill message on a blurred card, a blank picture and noise', async () => {
    const failed = { ok: false, reason: ID_CARD_OCR_MSG.failed };
    expect(await read(await idCardFront({ ...CARDS.zhang, blur: 5 }))).toMatchObject(failed);
    expect(await read(await plainImage('blank'))).toMatchObject(failed);
    expect(await read(await plainImage('noise'))).toMatchObject(failed);
  });

  it('never answers a number that fails its check character: a card printed with a wrong one fails', async () => {
    const wrong = CARDS.ouyang.idNumber.slice(0, 17) + (CARDS.ouyang.idNumber.endsWith('3') ? '4' : '3');
    expect(await read(await idCardFront({ ...CARDS.ouyang, idNumber: wrong }))).toMatchObject({ ok: false, reason: ID_CARD_OCR_MSG.failed, detail: 'idNumber' });
  });

  it('refuses a PDF, a script and an SVG named .jpg before any OCR, and pictures too small to read', async () => {
    // an engine that cannot start (no language data there): reaching it would answer detail 'engine'
    const dead = localOcrProvider({ timeoutMs: 30_000, maxQueue: 8, langPath: fs.mkdtempSync(path.join(os.tmpdir(), 'no-tessdata-')) });
    try {
      for (const bytes of [Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'), Buffer.from('#!/bin/sh\nrm -rf /\n'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>姓名</text></svg>'), Buffer.alloc(0)]) {
        expect(await dead.readIdCardFront(bytes)).toEqual({ ok: false, reason: INGEST_MSG.imageType, detail: 'type' });
      }
      expect(await dead.readIdCardFront(await idCardFront({ ...CARDS.li, width: 300 }))).toMatchObject({ ok: false, reason: ID_CARD_OCR_MSG.failed, detail: 'size' });
      const truncated = (await idCardFront(CARDS.li)).subarray(0, 2000);
      expect(await dead.readIdCardFront(truncated)).toMatchObject({ ok: false, detail: 'unreadable' });
      // and a real card does reach the engine, which finds no data in its folder and fetches nothing
      expect(await dead.readIdCardFront(await idCardFront(CARDS.li))).toMatchObject({ ok: false, reason: ID_CARD_OCR_MSG.failed, detail: 'engine' });
    } finally {
      await dead.close();
    }
  });

  it('leaves no language data in the working directory (no cache written)', () => {
    const added = fs.readdirSync(process.cwd()).filter((f) => !cwdBefore.has(f));
    expect(added.filter((f) => f.includes('traineddata'))).toEqual([]);
  });
});

describe('TesseractEngine', () => {
  const small = () => idCardFront({ ...CARDS.li, width: 600 }).then((png) => sharp(png).greyscale().png().toBuffer());

  it('abandons a job past its time limit and serves the next job with a fresh worker', async () => {
    const engine = new TesseractEngine({ timeoutMs: 4_000, maxQueue: 8 });
    try {
      const stuck = engine.run(() => new Promise<never>(() => undefined));
      const next = engine.run(async (worker) => (await worker.recognize(await small())).data.text);
      await expect(stuck).rejects.toBeInstanceOf(EngineTimeoutError);
      expect(await next).toContain('江苏');
    } finally {
      await engine.close();
    }
  });

  it('refuses a job when the queue is full, and every job after close', async () => {
    const engine = new TesseractEngine({ timeoutMs: 30_000, maxQueue: 0 });
    let release: (value: string) => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = engine.run(() => {
      started();
      return new Promise<string>((resolve) => (release = resolve));
    });
    await expect(engine.run(async () => 'second')).rejects.toBeInstanceOf(EngineBusyError);
    await running;
    release('done');
    expect(await first).toBe('done');
    await engine.close();
    await expect(engine.run(async () => 'late')).rejects.toBeInstanceOf(EngineClosedError);
  });
});
