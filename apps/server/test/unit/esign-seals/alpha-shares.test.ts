import { describe, expect, it } from 'vitest';
import { alphaShares } from '../../../src/services/esign/seals/check-uploaded-png';

/** The transparency measure of an uploaded seal (decision 413): shares of fully clear and of visible pixels. */
describe('alphaShares', () => {
  const rgba = (alphas: number[]) => Buffer.from(alphas.flatMap((a) => [215, 0, 15, a]));

  it('counts only alpha 0 as clear; any other alpha is visible', () => {
    expect(alphaShares(rgba([0, 0, 1, 255]))).toEqual({ clear: 0.5, visible: 0.5 });
    expect(alphaShares(rgba([254, 255, 255, 255]))).toEqual({ clear: 0, visible: 1 });
    expect(alphaShares(rgba([0, 0, 0, 0]))).toEqual({ clear: 1, visible: 0 });
  });

  it('an empty buffer is neither', () => {
    expect(alphaShares(Buffer.alloc(0))).toEqual({ clear: 0, visible: 0 });
  });
});
