import { describe, expect, it } from 'vitest';
import { FACE_MSG } from '@evidence/shared/constants';
import { aliOutcome, isFinal, recallFaceUrl, rememberFaceUrl } from './poll-outcome';

describe('the QR poll', () => {
  it('stops on SUCCESS and FAIL only (000 §4)', () => {
    expect(isFinal('SUCCESS')).toBe(true);
    expect(isFinal('FAIL')).toBe(true);
    for (const other of ['PENDING', '', 'success', 'EXPIRED', 'WAIT']) expect(isFinal(other)).toBe(false);
  });
});

describe('the payment-app poll (001 §4)', () => {
  it('400 stops with the server\'s message', () => {
    expect(aliOutcome({ code: 400, msg: FACE_MSG.expired })).toEqual({ state: 'failed', message: FACE_MSG.expired });
    expect(aliOutcome({ code: 400, msg: '' })).toEqual({ state: 'failed', message: FACE_MSG.failed });
  });
  it('202 and anything else continues', () => {
    expect(aliOutcome({ code: 202, msg: FACE_MSG.pending }).state).toBe('pending');
    expect(aliOutcome({ code: 0, msg: '网络异常' }).state).toBe('pending');
    expect(aliOutcome({ code: 429, msg: '请求过于频繁' }).state).toBe('pending');
    expect(aliOutcome(new Error('x')).state).toBe('pending');
    expect(aliOutcome(null).state).toBe('pending');
  });
});

describe('the remembered QR URL', () => {
  it('is kept per BizToken and only as an http(s) URL', () => {
    const m = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void m.set(k, v), getItem: (k: string) => m.get(k) ?? null };
    rememberFaceUrl(storage, 'a', 'http://x/mobile/face/t');
    expect(recallFaceUrl(storage, 'a')).toBe('http://x/mobile/face/t');
    expect(recallFaceUrl(storage, 'b')).toBeNull();
    rememberFaceUrl(storage, 'c', 'javascript:alert(1)');
    expect(recallFaceUrl(storage, 'c')).toBeNull();
  });
});
