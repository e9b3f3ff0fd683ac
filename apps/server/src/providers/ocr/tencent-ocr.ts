import type { FastifyBaseLogger } from 'fastify';
import { ID_CARD_OCR_MSG, ID_CARD_WARN_MSG, ID_CARD_WARN_UNKNOWN, INGEST_MSG } from '@evidence/shared/constants';
import { isChineseName, isNationalId, normaliseChineseName } from '@evidence/shared/validators';
import { tencentCaller, tencentFailure, type TencentCloudCredentials, type TencentTransport } from '../tencent-cloud/tencent-client';
import type { IdCardReading, OcrProvider } from './ocr-provider';
import { imageForCloud } from './prepare-image';

/** Tencent Cloud OCR's API version; the service is ocr, taken from the endpoint by the SDK. */
const VERSION = '2018-11-19';
/**
 * The warnings asked for (decision 905). No cropping flags: the answer then carries no image
 * (IdCard / Portrait would be base64 photos of the card and the face).
 */
const CONFIG = JSON.stringify({ CopyWarn: true, ReshootWarn: true, DetectPsWarn: true, TempIdWarn: true, InvalidDateWarn: true });
/** Tencent's codes for a photo it found no card in. */
const NO_CARD = new Set(['FailedOperation.ImageNoIdCard', 'FailedOperation.IdCardInfoIllegal', 'FailedOperation.ImageNoText', 'FailedOperation.NoIdCard']);
const ADDRESS_MAX = 100;

export interface TencentOcrOptions {
  credentials: TencentCloudCredentials;
  /** ocr.tencentcloudapi.com (a port only in tests) */
  endpoint: string;
  timeoutMs: number;
  transport?: TencentTransport | undefined;
  log: FastifyBaseLogger;
}

const fail = (detail: Exclude<IdCardReading, { ok: true }>['detail'], reason: string = ID_CARD_OCR_MSG.failed): IdCardReading => ({ ok: false, reason, detail });

/** AdvancedInfo is a JSON string; its WarnInfos is a list of negative codes (-9102 a copy …). */
export function warningsOf(advancedInfo: unknown): string[] {
  if (typeof advancedInfo !== 'string' || !advancedInfo) return [];
  try {
    const info = JSON.parse(advancedInfo) as { WarnInfos?: unknown };
    return Array.isArray(info.WarnInfos) ? info.WarnInfos.map((c) => String(c)) : [];
  } catch {
    return [];
  }
}

/** The Chinese reasons of the warnings, each once, in the order given. */
export function warningText(codes: string[]): string {
  return [...new Set(codes.map((c) => ID_CARD_WARN_MSG[c] ?? ID_CARD_WARN_UNKNOWN))].join('；');
}

/**
 * OCR_PROVIDER=tencent: Tencent Cloud IDCardOCR of the front (人像面), the colour photo as base64.
 * The three fields pass the same validators as the local engine's; a warning (copy, screen
 * reshoot, PS, temporary card, invalid dates) fails the reading with its Chinese reason, so nothing
 * is filled from such a photo. The answer's other fields (sex, nation, birth) are not kept; nothing
 * read from the card reaches the log.
 */
export function tencentOcrProvider(o: TencentOcrOptions): OcrProvider {
  const api = tencentCaller(o.endpoint, VERSION, o.credentials, o.timeoutMs, o.transport);
  let closed = false;
  return {
    name: 'tencent',
    isLocal: false,
    async readIdCardFront(bytes) {
      if (closed) return fail('engine');
      const image = await imageForCloud(bytes);
      if (!image.ok) return image.reason === 'type' ? fail('type', INGEST_MSG.imageType) : fail(image.reason);
      let answer: Record<string, unknown>;
      try {
        answer = await api.request('IDCardOCR', { ImageBase64: image.base64, CardSide: 'FRONT', Config: CONFIG });
      } catch (err) {
        const f = tencentFailure(err);
        o.log.warn({ provider: 'tencent-ocr', action: 'IDCardOCR', kind: f.kind, code: f.code, requestId: f.requestId }, 'Tencent Cloud OCR refused or failed');
        if (f.kind === 'timeout') return fail('timeout', ID_CARD_OCR_MSG.timeout);
        if (f.kind === 'auth') return fail('auth', ID_CARD_OCR_MSG.providerAuth);
        if (f.kind === 'refused' && NO_CARD.has(f.code)) return fail('unreadable', ID_CARD_OCR_MSG.noCard);
        return fail('engine');
      }
      const warnings = warningsOf(answer.AdvancedInfo);
      if (warnings.length > 0) return fail('warning', warningText(warnings));
      const name = normaliseChineseName(typeof answer.Name === 'string' ? answer.Name : '');
      const idNumber = (typeof answer.IdNum === 'string' ? answer.IdNum : '').trim().toUpperCase();
      const address = (typeof answer.Address === 'string' ? answer.Address : '').trim();
      if (!isChineseName(name)) return fail('name');
      if (!isNationalId(idNumber)) return fail('idNumber');
      if (address.length < 2 || address.length > ADDRESS_MAX) return fail('address');
      return { ok: true, fields: { name, idNumber, address } };
    },
    async close() {
      closed = true;
    },
  };
}
