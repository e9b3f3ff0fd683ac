/**
 * The CDXJ index of a WACZ (one line per captured response or resource, sorted): a SURT key, a 14-digit
 * timestamp and a JSON block saying where the record is in which WARC. SURT ("Sort-friendly URI
 * Reordering Transform") reverses the host's labels so one site's records sort together:
 * https://www.Example.com:8443/a?b=1 → com,example:8443)/a?b=1 (scheme and a leading www. dropped).
 */
export function surt(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url.toLowerCase();
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return url.toLowerCase();
  const host = u.hostname.toLowerCase().replace(/^www\d*\./, '');
  const ipLike = /^[\d.]+$/.test(host) || host.startsWith('[');
  const key = ipLike ? host : host.split('.').reverse().join(',');
  const port = u.port ? `:${u.port}` : '';
  const query = [...u.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
    .toLowerCase();
  return `${key}${port})${u.pathname.toLowerCase()}${query ? `?${query}` : ''}`;
}

/** 2026-11-27T06:15:58.123Z → 20261127061558 */
export function cdxTimestamp(iso: string): string {
  return iso.replace(/[-:T]/g, '').slice(0, 14);
}

export interface CdxjEntry {
  url: string;
  date: string;
  mime: string;
  status?: number;
  digest: string;
  offset: number;
  length: number;
  filename: string;
}

export function cdxjLine(e: CdxjEntry): string {
  const block: Record<string, string> = { url: e.url, mime: e.mime, digest: e.digest, length: String(e.length), offset: String(e.offset), filename: e.filename };
  if (e.status !== undefined) block.status = String(e.status);
  return `${surt(e.url)} ${cdxTimestamp(e.date)} ${JSON.stringify(block)}`;
}

/** Sorted by key and timestamp, as the spec and replay tools require (byte order). */
export function cdxjText(entries: CdxjEntry[]): string {
  const lines = entries.map(cdxjLine).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
