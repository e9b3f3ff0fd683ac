import { describe, expect, it } from 'vitest';
import { faceCheckNeeded, faceProviderLabel, faceResultLabel, faceSummaryText } from './face-check';
import { stateAlertType } from './state-alert';

describe('face check on /person-info', () => {
  it('labels the results of 000 §4, an open session and none', () => {
    expect(faceResultLabel('SUCCESS')).toBe('人脸核验通过');
    expect(faceResultLabel('FAIL')).toBe('人脸核验未通过');
    expect(faceResultLabel('PENDING')).toBe('人脸核验进行中');
    expect(faceResultLabel(null)).toBe('尚未进行人脸核验');
  });
  it('says when the check was the local stand-in or demo data', () => {
    expect(faceProviderLabel('local')).toContain('非真实核验');
    expect(faceProviderLabel('seed')).toContain('演示数据');
    expect(faceProviderLabel('tencent')).toBe('腾讯云慧眼人脸核验');
    expect(faceProviderLabel('alipay')).toBe('支付宝身份验证');
    expect(faceProviderLabel(null)).toBeNull();
    expect(faceSummaryText({ result: 'FAIL', at: null, provider: null })).toBe('人脸核验未通过');
  });
  it('asks for the face check only while the submission is under review and not passed', () => {
    expect(faceCheckNeeded({ result: null, at: null, provider: null }, 2)).toBe(true);
    expect(faceCheckNeeded({ result: 'FAIL', at: 1, provider: 'local' }, 2)).toBe(true);
    expect(faceCheckNeeded({ result: 'SUCCESS', at: 1, provider: 'local' }, 2)).toBe(false);
    expect(faceCheckNeeded({ result: null, at: null, provider: null }, 4)).toBe(false);
  });
});

describe('stateAlertType', () => {
  it('2 info, 3 success, 4 error, 1 and 5 none', () => {
    expect([1, 2, 3, 4, 5].map(stateAlertType)).toEqual([null, 'info', 'success', 'error', null]);
  });
});
