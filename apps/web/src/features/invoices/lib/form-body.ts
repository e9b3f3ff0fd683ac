/** A form body of defined values only (undefined fields are left out, not sent as ''). */
export function toFormBody(values: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}
