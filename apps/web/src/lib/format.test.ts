import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatPoints } from './format';

describe('formatPoints', () => {
  it('adds thousands separators and two decimals', () => {
    expect(formatPoints(1234567.5)).toBe('1,234,567.50');
    expect(formatPoints(0)).toBe('0.00');
    expect(formatPoints(999.999)).toBe('1,000.00');
    expect(formatPoints(-1200)).toBe('-1,200.00');
  });
  it('accepts numeric strings and treats junk as zero', () => {
    expect(formatPoints('88.1')).toBe('88.10');
    expect(formatPoints(null)).toBe('0.00');
    expect(formatPoints(undefined)).toBe('0.00');
    expect(formatPoints('abc')).toBe('0.00');
    expect(formatPoints(Number.NaN)).toBe('0.00');
  });
});

describe('formatDateTime', () => {
  // Node applies a changed TZ at once, so one test runs the formatter in several browser zones.
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('pads every part (China time)', () => {
    expect(formatDateTime(Date.parse('2024-01-05T03:04:05+08:00'))).toBe('2024-01-05 03:04:05');
  });
  it('shows China time whatever the browser’s zone (issue 14: UTC showed 09:30:57 for 17:30:57 北京时间)', () => {
    const ms = Date.parse('2026-05-12T17:30:57+08:00');
    for (const tz of ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatDateTime(ms), tz).toBe('2026-05-12 17:30:57');
    }
    process.env.TZ = 'UTC';
    expect(new Date(ms).getHours()).toBe(9); // the zone change took effect: local time differs
    // China midnight is the previous day in UTC
    expect(formatDateTime(Date.parse('2026-01-01T00:00:00+08:00'))).toBe('2026-01-01 00:00:00');
  });
  it('shows a dash for missing values', () => {
    expect(formatDateTime(null)).toBe('-');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [932, '932 B'],
    [1536, '1.5 KB'],
    [12 * 1024 ** 2, '12.0 MB'],
    [3.2 * 1024 ** 3, '3.20 GB'],
    [-1, '-'],
    [null, '-'],
  ])('%s → %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it('adds the exact count when asked', () => {
    expect(formatBytes(1536, { exact: true })).toBe('1.50 KB (1,536 B)');
    expect(formatBytes(100, { exact: true })).toBe('100 B');
  });
});
