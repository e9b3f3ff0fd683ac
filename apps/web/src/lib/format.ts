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

/** Byte sizes: the platform's one formatter lives in the shared package (server certificates use it too). */
export { formatBytes } from '@evidence/shared/format';
