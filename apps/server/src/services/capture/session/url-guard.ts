/** Normalises what was typed into the address bar: no scheme means https, like a browser's address bar. */
export function addressBarUrl(typed: string): string | null {
  const t = typed.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const u = new URL(withScheme);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.href;
  } catch {
    return null;
  }
}
