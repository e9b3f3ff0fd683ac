import { ID_CARD_OCR_MSG } from '@evidence/shared/constants';
import type { OcrProvider } from './ocr-provider';

/** OCR_PROVIDER=off: every reading fails at once and the user fills the fields in by hand. */
export function offOcrProvider(): OcrProvider {
  return {
    name: 'off',
    isLocal: false,
    async readIdCardFront() {
      return { ok: false, reason: ID_CARD_OCR_MSG.off, detail: 'off' };
    },
    async close() {},
  };
}
