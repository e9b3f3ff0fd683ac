/**
 * The orders page sends `?ids=[1,2,3]&money=…` (001 §2.1). Answers the distinct positive ids, or an
 * empty list when the value is not a JSON list of ids (a comma list is accepted too).
 */
export function parseOrderIds(raw: string | null): number[] {
  if (!raw) return [];
  let values: unknown;
  try {
    values = JSON.parse(raw);
  } catch {
    values = raw.split(',');
  }
  if (!Array.isArray(values)) values = [values];
  const ids: number[] = [];
  for (const v of values as unknown[]) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) return [];
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}
