import { describe, expect, it } from 'vitest';
import { faceCheckOf, faceProviderLabel, faceResultLabel } from './face-check';
import { stateAlertType } from './state-alert';

describe('faceCheckOf', () => {
  it('reads face { result, at, provider } when the server sends it', () => {
    expect(faceCheckOf({ userName: '李明', face: { result: 'SUCCESS', at: 1_700_000_000_000, provider: 'local' } })).toEqual({
      result: 'SUCCESS',
      at: 1_700_000_000_000,
      provider: 'local',
    });
  });
  it('is null without it or with a malformed one, and tolerates missing details', () => {
    expect(faceCheckOf({ userName: '李明' })).toBeNull();
    expect(faceCheckOf(null)).toBeNull();
    expect(faceCheckOf({ face: null })).toBeNull();
    expect(faceCheckOf({ face: { result: 3 } })).toBeNull();
    expect(faceCheckOf({ face: { result: 'FAIL', at: 'yesterday' } })).toEqual({ result: 'FAIL', at: null, provider: null });
  });
  it('labels the results of 000 §4 and says when the provider is the local demonstration', () => {
    expect(faceResultLabel('SUCCESS')).toBe('人脸核验通过');
    expect(faceResultLabel('FAIL')).toBe('人脸核验未通过');
    expect(faceResultLabel('WAITING')).toBe('人脸核验未完成');
    expect(faceProviderLabel('local')).toContain('本地演示');
    expect(faceProviderLabel(null)).toBeNull();
  });
});

describe('stateAlertType', () => {
  it('2 info, 3 success, 4 error, 1 and 5 none', () => {
    expect([1, 2, 3, 4, 5].map(stateAlertType)).toEqual([null, 'info', 'success', 'error', null]);
  });
});
