import { chinaParts } from './china-time';

/** Display formats shared by every page (000 §9, 001 §2.3). */

const pointsFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Thousands separators and two decimals: 1234567.5 → '1,234,567.50'. */
export function formatPoints(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '0.00';
  return pointsFormatter.format(n);
}

/**
 * Milliseconds since the epoch → 'YYYY-MM-DD HH:mm:ss' in **China time** (UTC+8), whatever the
 * browser's zone: the one time formatter of the web (decision 207).
 */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  const d = chinaParts(ms);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.year}-${p(d.month)}-${p(d.day)} ${p(d.hour)}:${p(d.minute)}:${p(d.second)}`;
}

/**
 * Bytes in binary units as the evidence pages show them: 932 B, 1.5 KB, 12.0 MB, 3.20 GB; '-' for
 * no size. `exact` appends the byte count (certificate-like pages: 1.50 KB (1,536 B)).
 */
export function formatBytes(bytes: number | null | undefined, opts: { exact?: boolean } = {}): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  if (opts.exact) return `${v.toFixed(2)} ${units[i]} (${bytes.toLocaleString('en-US')} B)`;
  return `${v.toFixed(i >= 2 ? 2 : 1)} ${units[i]}`;
}
