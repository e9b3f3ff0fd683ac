import Tesseract from 'tesseract.js';
import { ID_CARD_OCR_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { idNumberLine, rowsFromBlocks, type OcrBlock } from './id-card-layout';
import { parseIdCardText } from './id-card-text';
import type { IdCardReading, OcrProvider } from './ocr-provider';
import { prepareImage } from './prepare-image';
import { EngineBusyError, EngineTimeoutError, TesseractEngine, type EngineOptions } from './tesseract-engine';

/** Recognition parameters passed through to tesseract for one call (restored afterwards). */
type Params = Partial<Tesseract.RecognizeOptions> & Partial<Tesseract.WorkerParams>;

/**
 * Sparse text: the card's labels, values and photo come out as separate lines with their boxes
 * (a single block glues the photo's shapes onto the address). The DPI only silences tesseract's
 * resolution guess on stderr; the photo was scaled already.
 */
const PAGE: Params = { tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT, user_defined_dpi: '300' };
/** Second look at the number's line: digits and X only, one line. */
const NUMBER_LINE: Params = { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_LINE, tessedit_char_whitelist: '0123456789X', user_defined_dpi: '300' };
const PAD = 6;

const fail = (detail: Exclude<IdCardReading, { ok: true }>['detail'], reason: string = ID_CARD_OCR_MSG.failed): IdCardReading => ({ ok: false, reason, detail });

/** Reads one prepared photo: the whole card, then (only if the number failed) its number's line again. */
async function readCard(worker: Tesseract.Worker, png: Buffer, size: { width: number; height: number }): Promise<IdCardReading> {
  const page = await worker.recognize(png, PAGE, { blocks: true, text: false });
  const blocks = (page.data.blocks ?? []) as unknown as OcrBlock[];
  const rows = rowsFromBlocks(blocks);
  let parsed = parseIdCardText(rows);
  const line = idNumberLine(blocks);
  if (!parsed.ok && parsed.field === 'idNumber' && line) {
    const left = Math.max(0, line.x0 - PAD);
    const top = Math.max(0, line.y0 - PAD);
    const rectangle = { left, top, width: Math.min(size.width, line.x1 + PAD) - left, height: Math.min(size.height, line.y1 + PAD) - top };
    const digits = await worker.recognize(png, { ...NUMBER_LINE, rectangle }, { text: true });
    parsed = parseIdCardText([...rows, digits.data.text]);
  }
  return parsed.ok ? parsed : fail(parsed.field);
}

/**
 * OCR_PROVIDER=local: tesseract.js with the chi_sim model of @tesseract.js-data/chi_sim, on this
 * machine, no network. Accuracy is well below a cloud ID-card service: it reads a clear, upright,
 * well-lit photo in which the card fills most of the frame; anything it cannot read reliably
 * fails with "请手动填写" (docs/decisions.md).
 */
export function localOcrProvider(options: EngineOptions): OcrProvider {
  const engine = new TesseractEngine(options);
  return {
    name: 'local',
    isLocal: true,
    async readIdCardFront(image) {
      const prepared = await prepareImage(image);
      if (!prepared.ok) return prepared.reason === 'type' ? fail('type', INGEST_MSG.imageType) : fail(prepared.reason);
      try {
        return await engine.run((worker) => readCard(worker, prepared.png, prepared));
      } catch (err) {
        if (err instanceof EngineBusyError) return fail('busy', ID_CARD_OCR_MSG.busy);
        if (err instanceof EngineTimeoutError) return fail('timeout');
        options.onError?.(err);
        return fail('engine');
      }
    },
    close: () => engine.close(),
  };
}
