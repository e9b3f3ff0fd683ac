import { describe, expect, it } from 'vitest';
import { mobileRootFontSize } from './mobile-font';

describe('mobileRootFontSize', () => {
  it('is 100px at the design width and wider', () => {
    expect(mobileRootFontSize(750)).toBe('100px');
    expect(mobileRootFontSize(1366)).toBe('100px');
  });
  it('scales below the design width', () => {
    expect(mobileRootFontSize(375)).toBe('50px');
    expect(mobileRootFontSize(414)).toBe(`${(414 / 750) * 100}px`);
  });
  it('falls back to 100px for nonsense widths', () => {
    expect(mobileRootFontSize(0)).toBe('100px');
    expect(mobileRootFontSize(Number.NaN)).toBe('100px');
  });
});
