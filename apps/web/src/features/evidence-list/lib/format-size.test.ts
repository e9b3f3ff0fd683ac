import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [932, '932 B'],
    [1536, '1.5 KB'],
    [12 * 1024 ** 2, '12.0 MB'],
    [3.2 * 1024 ** 3, '3.20 GB'],
    [-1, '-'],
  ])('%d → %s', (n, text) => expect(formatSize(n)).toBe(text));
});
