import type { FastifyBaseLogger } from 'fastify';
import { FACE_MSG, FaceFlow } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import { tencentCaller, tencentFailure, type TencentCloudCredentials, type TencentTransport } from '../tencent-cloud/tencent-client';
import type { FaceAnswer, FacePerson, FaceProvider, FaceSessionStarted, FaceStartOptions } from './face-provider';

/** FaceID's API version (慧眼 2018-03-01); the service is faceid, taken from the endpoint by the SDK. */
const VERSION = '2018-03-01';
/** GetDetectInfoEnhanced's InfoType 1: the text results only, never the best frame (3) or the video (4). */
const TEXT_ONLY = '1';
/** A BizToken that no longer has a result to give: Tencent's codes for an expired or unknown token. */
const GONE = new Set(['InvalidParameterValue.BizTokenExpired', 'InvalidParameterValue.BizTokenIllegal', 'InvalidParameter.BizTokenExpired', 'FailedOperation.BizTokenExpired']);

export interface TencentFaceOptions {
  credentials: TencentCloudCredentials;
  /** faceid.tencentcloudapi.com (a port only in tests) */
  endpoint: string;
  /** the 业务流程 (RuleId) the office created in the FaceID console */
  ruleId: string;
  timeoutMs: number;
  transport?: TencentTransport | undefined;
  log: FastifyBaseLogger;
}

/**
 * FACE_PROVIDER=tencent: Tencent Cloud FaceID's H5 flow. DetectAuth with the sealed submission's
 * name and ID number gives a BizToken and the Url the QR code opens on the phone; the page polls
 * GetDetectInfoEnhanced until Text.ErrCode says pass (0) or a failure. Only ErrCode and ErrMsg are
 * read: the answer's name, number, photos and video fields are dropped unread (and not asked for).
 * The payment-app flow (startAli) is Alipay's and is refused here (decision 902).
 */
export function tencentFaceProvider(o: TencentFaceOptions): FaceProvider {
  const api = tencentCaller(o.endpoint, VERSION, o.credentials, o.timeoutMs, o.transport);

  /** A failed start as the user reads it; the log gets Tencent's code and request id, never the person. */
  function startRefusal(err: unknown, action: string) {
    const f = tencentFailure(err);
    o.log.warn({ provider: 'tencent-faceid', action, kind: f.kind, code: f.code, requestId: f.requestId }, 'Tencent FaceID refused or failed');
    if (f.kind === 'auth') return refuse(FACE_MSG.providerAuth);
    if (f.kind === 'timeout') return refuse(FACE_MSG.providerTimeout);
    if (f.kind === 'network') return refuse(FACE_MSG.providerFailed);
    return refuse(FACE_MSG.providerRefused);
  }

  return {
    name: 'tencent',
    flows: [FaceFlow.detect],
    isLocal: false,
    enabled: true,
    async startDetect(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted> {
      let answer: Record<string, unknown>;
      try {
        answer = await api.request('DetectAuth', {
          RuleId: o.ruleId,
          IdCard: person.idCard,
          Name: person.name,
          // where the phone goes when the check is over: our site, which tells it to return to the computer
          RedirectUrl: `${opts.siteBase.replace(/\/+$/, '')}/`,
        });
      } catch (err) {
        throw startRefusal(err, 'DetectAuth');
      }
      const bizToken = answer.BizToken;
      const url = answer.Url;
      if (typeof bizToken !== 'string' || !bizToken || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        o.log.warn({ provider: 'tencent-faceid', action: 'DetectAuth', requestId: answer.RequestId }, 'Tencent FaceID answered without BizToken or Url');
        throw refuse(FACE_MSG.providerFailed);
      }
      return { transactionId: bizToken, url };
    },
    async queryDetect(transactionId: string): Promise<FaceAnswer> {
      let answer: Record<string, unknown>;
      try {
        answer = await api.request('GetDetectInfoEnhanced', { BizToken: transactionId, RuleId: o.ruleId, InfoType: TEXT_ONLY });
      } catch (err) {
        const f = tencentFailure(err);
        if (f.kind === 'refused' && GONE.has(f.code)) return { outcome: 'EXPIRED' };
        o.log.warn({ provider: 'tencent-faceid', action: 'GetDetectInfoEnhanced', kind: f.kind, code: f.code, requestId: f.requestId }, 'Tencent FaceID result not available');
        throw refuse(f.kind === 'timeout' ? FACE_MSG.providerTimeout : FACE_MSG.providerFailed);
      }
      return outcomeOfText(answer.Text);
    },
    startAli: () => Promise.reject(refuse(FACE_MSG.aliUnsupported)),
    // no session of this flow can exist under this provider
    queryAli: async () => ({ outcome: 'EXPIRED' }),
  };
}

/**
 * Text.ErrCode: 0 passed, null while the person has not finished, any other number a final failure
 * with ErrMsg its description (比对相似度未达到通过标准 …). Nothing else of Text is read.
 */
export function outcomeOfText(text: unknown): FaceAnswer {
  const t = (text ?? {}) as { ErrCode?: unknown; ErrMsg?: unknown };
  if (t.ErrCode === null || t.ErrCode === undefined) return { outcome: 'PENDING' };
  if (Number(t.ErrCode) === 0) return { outcome: 'SUCCESS' };
  const reason = typeof t.ErrMsg === 'string' && t.ErrMsg.trim() ? t.ErrMsg.trim() : undefined;
  return { outcome: 'FAIL', reason };
}
