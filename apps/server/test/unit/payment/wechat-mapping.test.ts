import { describe, expect, it } from 'vitest';
import { toPaymentError } from '../../../src/providers/payment/wechat/errors';
import { wechatNotifyAnswer } from '../../../src/providers/payment/wechat/notify';
import { refundNoticeOf } from '../../../src/providers/payment/wechat/refund-state';
import { chinaRfc3339 } from '../../../src/providers/payment/wechat/time';

/** What WeChat Pay's failures, states and formats become in the platform's terms (wechat/*.ts). */
const answered = (status: number, code?: string) => ({ code: 'ERR_BAD_REQUEST', response: { status, data: code ? { code, message: '含有订单号 4200000000 的原文' } : 'oops' } });

describe('WeChat Pay mapping', () => {
  it('errors: WeChat\'s code picks the Chinese message and whether to retry; its own text is never shown', () => {
    const cases: [unknown, string, string, boolean, string?][] = [
      [answered(500, 'SYSTEM_ERROR'), 'start', 'SYSTEM_ERROR', true],
      [answered(502), 'query', 'HTTP_502', true, '微信支付暂时不可用，请稍后再试'],
      [answered(429), 'refund', 'FREQUENCY_LIMITED', true],
      [answered(403, 'NOT_ENOUGH'), 'refund', 'NOT_ENOUGH', false],
      [answered(400, 'INVALID_REQUEST'), 'refund', 'INVALID_REQUEST', false, '退款金额超过该订单可退金额，或该订单不能退款'],
      [answered(400, 'INVALID_REQUEST'), 'start', 'INVALID_REQUEST', false, '微信支付拒绝了该订单（不符合业务规则），请重新下单'],
      [answered(401, 'SIGN_ERROR'), 'close', 'SIGN_ERROR', false],
      [answered(418, 'SOMETHING_NEW'), 'start', 'SOMETHING_NEW', false, '微信支付拒绝了该请求，请联系客服'],
      [{ code: 'ECONNABORTED' }, 'start', 'TIMEOUT', true, '微信支付响应超时，请稍后再试'],
      [{ code: 'ECONNRESET' }, 'start', 'UNREACHABLE', true],
      [{ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }, 'start', 'TLS', true],
      [{ code: 'EV3_RES_HEADER_SIGNATURE_DIGEST' }, 'refund', 'RESPONSE_UNVERIFIED', false],
      [new TypeError('boom'), 'start', 'INTERNAL', true],
    ];
    for (const [raw, call, code, retryable, message] of cases) {
      const e = toPaymentError(raw, call as 'start');
      expect(e, code).toMatchObject({ code, retryable });
      if (message) expect(e.userMessage, code).toBe(message);
      expect(e.userMessage).not.toContain('4200000000');
      expect(e.userMessage).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('refund states: SUCCESS, PROCESSING; ABNORMAL and CLOSED failed with a reason; incomplete ones are none', () => {
    const r = { out_refund_no: 'RF1', out_trade_no: 'CZ1', refund_id: '503', amount: { refund: 100 } };
    expect(refundNoticeOf({ ...r, status: 'SUCCESS' })).toEqual({ refundNo: 'RF1', orderNo: 'CZ1', providerRefundId: '503', amountCents: 100, state: 'SUCCESS', reason: null });
    expect(refundNoticeOf({ ...r, status: 'PROCESSING' })?.state).toBe('PROCESSING');
    expect(refundNoticeOf({ ...r, refund_status: 'ABNORMAL' })).toMatchObject({ state: 'FAILED', reason: expect.stringMatching(/^退款异常/) });
    expect(refundNoticeOf({ ...r, status: 'CLOSED' })).toMatchObject({ state: 'FAILED', reason: expect.stringMatching(/^退款已关闭/) });
    expect(refundNoticeOf({ ...r, status: 'WHATEVER' })).toBeNull();
    expect(refundNoticeOf({ ...r, amount: { refund: 1.5 }, status: 'SUCCESS' })).toBeNull();
  });

  it('formats: time_expire in China time; the notify answer 204 empty, or FAIL with at most 64 characters', () => {
    expect(chinaRfc3339(Date.UTC(2026, 11, 3, 17, 30, 5, 900))).toBe('2026-12-04T01:30:05+08:00');
    expect(wechatNotifyAnswer(true, '成功')).toMatchObject({ status: 204, body: '' });
    const long = JSON.parse(wechatNotifyAnswer(false, '错'.repeat(100)).body) as { code: string; message: string };
    expect([long.code, [...long.message].length]).toEqual(['FAIL', 64]);
  });
});
