/**
 * Alipay's amounts are yuan with at most two decimals as text ("12.30"); ours are integer cents.
 * Converted as text both ways, never through a float (0.1 + 0.2), so a notice's amount compares exactly.
 */
export function yuanText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.3" / "12.30" / "12" → 1230; anything else (a sign, three decimals, an exponent) → null. */
export function centsOfYuan(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * The order's description as Alipay's subject: at most 256 characters, without the characters Alipay's
 * subject refuses (/ = &) or that would break the page form's attribute quoting (" < >).
 */
export function subjectOf(description: string): string {
  const clean = description.replace(/[/=&"<>\\]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...(clean || '订单支付')].slice(0, 128).join('');
}
