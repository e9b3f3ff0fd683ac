import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { FACE_MSG, FaceFlow } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import { alipayGateway, type AlipayAnswer } from '../alipay/gateway';
import type { AlipaySettings } from '../alipay/settings';
import type { FaceAnswer, FacePerson, FaceProvider, FaceSessionStarted, FaceStartOptions } from './face-provider';

export interface AlipayFaceOptions {
  /** the office's application, shared with the payment adapter (ALIPAY_*) */
  settings: AlipaySettings;
  /** FACE_TIMEOUT_MS, not the payment's ALIPAY_TIMEOUT_MS */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** query's refusals for a certify_id that has no result to give (unknown or past Alipay's keeping). */
const GONE = ['CERTIFY_ID_NOT_EXIST', 'CERTIFY_ID_EXPIRED'] as const;

type Failure = 'signature' | 'timeout' | 'network' | 'auth' | 'refused';

/**
 * alipay-sdk throws AlipayRequestError: "HttpClient Request error" (no answer; the cause says a
 * timeout), "HTTP 请求错误" (not 200), "验签失败" (the answer's signature does not verify with
 * ALIPAY_PUBLIC_KEY). Its message can carry the answer's text, so only the kind is logged.
 */
function failureOf(err: unknown): Failure {
  const e = (err ?? {}) as { message?: unknown; cause?: { name?: unknown; message?: unknown } };
  const message = typeof e.message === 'string' ? e.message : '';
  const cause = `${String(e.cause?.name ?? '')} ${String(e.cause?.message ?? '')}`;
  if (message.includes('验签失败')) return 'signature';
  if (message.startsWith('HttpClient Request error')) return /timeout/i.test(cause + message) ? 'timeout' : 'network';
  if (message.startsWith('HTTP 请求错误')) return 'network';
  // a TypeError of the verifier (an answer without `sign`) or anything unexpected: never taken as an answer
  return 'signature';
}

/** A business answer that is not 10000: a refused signature of ours is the office's settings, the rest Alipay's refusal. */
function refusalOf(answer: AlipayAnswer): Failure {
  return answer.sub_code === 'isv.invalid-signature' || answer.sub_code === 'isv.invalid-app-id' || answer.code === '20001' ? 'auth' : 'refused';
}

function messageOf(f: Failure): string {
  if (f === 'auth') return FACE_MSG.providerAuth;
  if (f === 'timeout') return FACE_MSG.providerTimeout;
  if (f === 'refused') return FACE_MSG.providerRefused;
  return FACE_MSG.providerFailed;
}

/**
 * FACE_PROVIDER=alipay: 支付宝身份验证 (open platform, RSA2). initialize with the sealed submission's
 * name and ID number gives a certify_id; the QR code opens the certify page (a signed GET on the
 * gateway, which hands over to the Alipay app); query says passed T. Both flows use it (decision 902).
 * Every answer's signature is verified (exec with validateSign: the v2 gateway signs the
 * `…_response` object). Only `passed` (and `fail_reason`) are read: identity_info and material_info
 * (which can hold the face image) are dropped unread.
 */
export function alipayFaceProvider(o: AlipayFaceOptions): FaceProvider {
  // the application's one gateway, shared with the payment adapter (SDK settings, Beijing-time timestamp); failures are mapped here
  const gw = alipayGateway(o.settings, o.timeoutMs);

  /** A verified answer whose code is 10000; a refusal throws, except the codes `gone` lists (returned as they are). */
  async function exec(method: string, bizContent: Record<string, unknown>, gone: readonly string[] = []): Promise<AlipayAnswer> {
    let answer: AlipayAnswer;
    try {
      answer = await gw.exec(method, { bizContent });
    } catch (err) {
      const f = failureOf(err);
      o.log.warn({ provider: 'alipay-certify', method, kind: f }, 'Alipay certify call failed');
      throw refuse(messageOf(f));
    }
    if (answer.code !== '10000' && gone.includes(String(answer.sub_code))) return answer;
    if (answer.code !== '10000') {
      const f = refusalOf(answer);
      // Alipay's codes only: its sub_msg may repeat what we sent
      o.log.warn({ provider: 'alipay-certify', method, kind: f, code: answer.code, subCode: answer.sub_code }, 'Alipay certify call refused');
      throw refuse(messageOf(f));
    }
    return answer;
  }

  async function start(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted> {
    const answer = await exec('alipay.user.certify.open.initialize', {
      // at most 32 characters, unique per start
      outer_order_no: `F${randomBytes(15).toString('hex')}`,
      biz_code: 'FACE',
      identity_param: { identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: person.name, cert_no: person.idCard },
      merchant_config: { return_url: `${opts.siteBase.replace(/\/+$/, '')}/` },
    });
    const certifyId = answer.certify_id;
    if (typeof certifyId !== 'string' || !certifyId) throw refuse(FACE_MSG.providerFailed);
    const url = await gw.pageUrl('alipay.user.certify.open.certify', { bizContent: { certify_id: certifyId } });
    return { transactionId: certifyId, url };
  }

  async function query(certifyId: string): Promise<FaceAnswer> {
    const answer = await exec('alipay.user.certify.open.query', { certify_id: certifyId }, GONE);
    // a certify_id Alipay no longer knows will never have a result
    if (answer.code !== '10000') return { outcome: 'EXPIRED' };
    if (answer.passed === 'T') return { outcome: 'SUCCESS' };
    // Alipay's F is "not passed, or not done yet": only a stated reason makes it a failure (decision 903)
    const reason = typeof answer.fail_reason === 'string' && answer.fail_reason.trim() ? answer.fail_reason.trim() : undefined;
    return reason ? { outcome: 'FAIL', reason } : { outcome: 'PENDING' };
  }

  return {
    name: 'alipay',
    flows: [FaceFlow.detect, FaceFlow.ali],
    isLocal: false,
    enabled: true,
    startDetect: start,
    queryDetect: query,
    startAli: start,
    queryAli: query,
  };
}
