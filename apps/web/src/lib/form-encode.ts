/**
 * Bodies are form-encoded (ARCHITECTURE.md "The API contract"). Absent values are left out
 * rather than sent as the text "undefined"; booleans follow the spec's '1'/'0' flags; lists and
 * objects travel as JSON text (the spec passes id lists that way).
 */
/** Contracts type preprocessed fields as `unknown` on input, so any value is accepted here. */
export type FormValue = unknown;

export function toFormValue(value: FormValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  return JSON.stringify(value);
}

export function encodeForm(values: Record<string, FormValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!values) return params;
  for (const [key, raw] of Object.entries(values)) {
    const v = toFormValue(raw);
    if (v !== undefined) params.append(key, v);
  }
  return params;
}

/** `path?query` for GET requests; no `?` when nothing is left. */
export function withQuery(path: string, values: Record<string, FormValue> | undefined): string {
  const query = encodeForm(values).toString();
  if (!query) return path;
  return path + (path.includes('?') ? '&' : '?') + query;
}
