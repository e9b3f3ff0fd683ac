/**
 * Decides whether the remote browser may load an address (the same rule as web capture: http/https only,
 * no private, loopback or link-local targets unless CAPTURE_ALLOW_PRIVATE). The session is written against
 * this interface so the one rule (helper A's services/capture/environment) is plugged in, not copied.
 */
export interface UrlGuard {
  check(url: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

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
