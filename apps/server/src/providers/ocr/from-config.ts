import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { localOcrProvider } from './local-ocr';
import { offOcrProvider } from './off-ocr';
import type { OcrProvider } from './ocr-provider';

/** The OCR provider OCR_PROVIDER names: the local engine by default, or none ('off'). */
export function ocrProviderFromConfig(config: Config['ocr'], log: FastifyBaseLogger): OcrProvider {
  if (config.provider === 'off') return offOcrProvider();
  return localOcrProvider({
    timeoutMs: config.timeoutMs,
    maxQueue: config.maxQueue,
    // the engine's own messages only: no text read from a card ever reaches the log
    onError: (err) => log.error({ err }, 'local OCR engine failed'),
  });
}
