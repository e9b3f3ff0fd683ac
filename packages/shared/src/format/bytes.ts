const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

export interface ByteFormatOptions {
  /** append the exact byte count: 1.50 KB (1,536 B); certificates and the public lookup show it because the leaf records it */
  exact?: boolean;
  /** the word for bytes in the exact form ('B' unless given: 字节 on certificates, bytes in English) */
  byteWord?: string;
}

/**
 * The one byte-size format of the platform, on every page, certificate and PDF: binary units,
 * 932 B, 1.5 KB, 12.0 MB, 3.20 GB; with `exact`, two decimals and the byte count. '-' for no size.
 */
export function formatBytes(bytes: number | null | undefined, opts: ByteFormatOptions = {}): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  const word = opts.byteWord ?? 'B';
  if (bytes < 1024) return `${bytes} ${word}`;
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i += 1;
  }
  if (opts.exact) return `${v.toFixed(2)} ${UNITS[i]} (${bytes.toLocaleString('en-US')} ${word})`;
  return `${v.toFixed(i >= 2 ? 2 : 1)} ${UNITS[i]}`;
}

/** The word for bytes in an exact size, by the page's language. */
const BYTE_WORD = { zh: '字节', en: 'bytes' } as const;

/**
 * A record's size as certificates, their PDF and the public lookup show it (decisions 206, 234):
 * 1.98 KB (2,029 字节) / 1.98 KB (2,029 bytes). One call, so the pages cannot drift apart again.
 */
export function formatRecordSize(bytes: number | null | undefined, lang: 'zh' | 'en' = 'zh'): string {
  return formatBytes(bytes, { exact: true, byteWord: BYTE_WORD[lang] });
}
