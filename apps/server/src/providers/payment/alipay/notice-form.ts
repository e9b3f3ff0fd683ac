/**
 * Alipay's async notice is a form POST (application/x-www-form-urlencoded, charset utf-8 as our
 * requests ask). It is parsed here from the raw bytes, once: each value decoded exactly once (`+` and
 * %XX), which is what checkNotifySignV2 expects — the SDK's older checkNotifySign decoded again and
 * failed on a value with `%` (alipay-sdk issue #45). A field given twice, or bytes that are not UTF-8,
 * refuse the notice (null): Alipay never sends either.
 */
export function parseNoticeForm(raw: Buffer): Record<string, string> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (k === '' || Object.hasOwn(params, k)) return null;
    params[k] = v;
  }
  return params;
}

/**
 * The fields Alipay signed: every field with a value (Alipay leaves empty ones out of the signed
 * string, the SDK would put `key=` in), `sign` itself aside. `sign_type` is left in: the SDK tries
 * with it and without.
 */
export function signedFields(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== '') out[k] = v;
  return out;
}
