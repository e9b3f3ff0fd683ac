import { describe, expect, it } from 'vitest';
import { memberActions } from './member-actions';
import { isImageBytes } from './sniff';

describe('member rows (001 §4)', () => {
  it('offers edit and delete in 2, disable and detail in 3, detail otherwise', () => {
    expect(memberActions(2)).toEqual(['edit', 'delete']);
    expect(memberActions(3)).toEqual(['stop', 'detail']);
    expect(memberActions(4)).toEqual(['detail']);
    expect(memberActions(9)).toEqual(['detail']);
  });
  it('judges the letter by its bytes', () => {
    expect(isImageBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(true);
    expect(isImageBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isImageBytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBe(false);
  });
});
