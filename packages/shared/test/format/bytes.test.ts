import { describe, expect, it } from 'vitest';
import { formatBytes, formatRecordSize } from '../../src/format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [932, '932 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [12 * 1024 * 1024, '12.0 MB'],
    [3.2 * 1024 ** 3, '3.20 GB'],
    [5 * 1024 ** 4, '5.00 TB'],
    [2 * 1024 ** 5, '2048.00 TB'],
  ])('%s → %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s → -', (n) => expect(formatBytes(n)).toBe('-'));

  it('gives the exact count in the word asked for', () => {
    expect(formatBytes(1536, { exact: true })).toBe('1.50 KB (1,536 B)');
    expect(formatBytes(1536, { exact: true, byteWord: '字节' })).toBe('1.50 KB (1,536 字节)');
    expect(formatBytes(3_221_225_472, { exact: true, byteWord: 'bytes' })).toBe('3.00 GB (3,221,225,472 bytes)');
    expect(formatBytes(100, { exact: true, byteWord: '字节' })).toBe('100 字节');
  });

  it('words a record size the same for the certificate and the lookup', () => {
    expect(formatRecordSize(2029)).toBe('1.98 KB (2,029 字节)');
    expect(formatRecordSize(2029, 'en')).toBe('1.98 KB (2,029 bytes)');
    expect(formatRecordSize(100)).toBe('100 字节');
  });
});
