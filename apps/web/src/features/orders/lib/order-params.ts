/** Query parameters without the empty ones (an unset filter is left out, not sent as ''). */
export function compactParams(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  return out;
}
