import { describe, expect, it } from 'vitest';
import { sniffImageBytes } from './sniff-image';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array<number>(16).fill(0)].slice(0, 16));

describe('sniffImageBytes', () => {
  it('knows PNG, JPEG and GIF by their signatures', () => {
    expect(sniffImageBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageBytes(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
    expect(sniffImageBytes(bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61))).toBe('gif');
  });

  it('refuses a PDF, a script or an SVG whatever the file is called', () => {
    expect(sniffImageBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageBytes(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(sniffImageBytes(new TextEncoder().encode('<svg xmlns='))).toBeNull();
    expect(sniffImageBytes(new Uint8Array(0))).toBeNull();
  });
});
