import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { TencentTransport } from '../tencent-cloud/tencent-client';
import { localOcrProvider } from './local-ocr';
import { offOcrProvider } from './off-ocr';
import type { OcrProvider } from './ocr-provider';
import { tencentOcrProvider } from './tencent-ocr';

/**
 * The OCR provider OCR_PROVIDER names: the local engine by default, none ('off'), or Tencent Cloud
 * IDCardOCR. `tencentTransport` is the tests' way to a loopback stand-in, never a setting.
 */
export function ocrProviderFromConfig(config: Config['ocr'], log: FastifyBaseLogger, tencentTransport?: TencentTransport): OcrProvider {
  if (config.provider === 'off') return offOcrProvider();
  if (config.provider === 'tencent') {
    if (!config.tencent) throw new Error('OCR_PROVIDER=tencent needs TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY');
    return tencentOcrProvider({ credentials: config.tencent.credentials, endpoint: config.tencent.ocrEndpoint, timeoutMs: config.timeoutMs, transport: tencentTransport, log });
  }
  return localOcrProvider({
    timeoutMs: config.timeoutMs,
    maxQueue: config.maxQueue,
    // the engine's own messages only: no text read from a card ever reaches the log
    onError: (err) => log.error({ err }, 'local OCR engine failed'),
  });
}
