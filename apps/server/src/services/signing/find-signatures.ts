/** One signature's bytes as found in the file, before any cryptography. */
export interface RawSignature {
  byteRange: [number, number, number, number];
  /** the bytes of /Contents: the DER of the CMS, then zero padding */
  cms: Buffer;
  /** the signature dictionary's /M, when it can be read */
  claimedTime: Date | null;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** PDF date "D:YYYYMMDDHHmmSS+HH'mm'" as a Date; null when it is not one. */
export function pdfDate(text: string): Date | null {
  const m = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|([+-])(\d{2})'?(\d{2})'?)?/.exec(text);
  if (!m) return null;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (+m[9]! * 60 + +m[10]!) * 60_000 : 0;
  const d = new Date(utc - offset);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Every /ByteRange in the file with the /Contents it points at. Read from the raw bytes rather than
 * through a PDF parser: a checker must cope with damaged or hostile files, and the byte range is
 * what the signature covers whatever the rest of the file says. Ranges that do not fit the file, or
 * whose gap is not a hex string, are skipped (the caller reports them as unreadable).
 */
export function findSignatures(bytes: Buffer): { found: RawSignature[]; unreadable: number } {
  const text = bytes.toString('latin1');
  const found: RawSignature[] = [];
  let unreadable = 0;
  for (const m of text.matchAll(BYTE_RANGE)) {
    const r = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    const [a, b, c, d] = r;
    const gapOk = a + b < c && c + d <= bytes.length && text[a + b] === '<' && text[c - 1] === '>';
    const hex = gapOk ? text.slice(a + b + 1, c - 1).replace(/\s+/g, '') : '';
    if (!gapOk || !/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) {
      unreadable += 1;
      continue;
    }
    const cms = Buffer.from(hex, 'hex'); // with its zero padding: the DER's own length says where it ends
    // /M lies in the same dictionary: look around the /ByteRange, skipping the /Contents hex
    const around = text.slice(Math.max(0, (m.index ?? 0) - 2000), a + b) + text.slice(c, c + 2000);
    const date = /\/M\s*\((D:[^)]*)\)/.exec(around);
    found.push({ byteRange: r, cms, claimedTime: date ? pdfDate(date[1]!) : null });
  }
  return { found, unreadable };
}
