import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';
import { CERT_MSG } from '@evidence/shared/constants';
import { AppError } from '../../errors';
import { identityCidCff, sfntTable } from './cff-font';

/**
 * The Chinese font of the PDF certificate (docs/decisions.md): Noto Sans CJK SC from the Debian
 * package fonts-noto-cjk (no npm package ships a CJK font). The TTC collection is opened once, its
 * SC face cut out as a standalone OpenType font, and each certificate embeds only a subset with the
 * characters it uses (subset-font; pdf-lib's own subsetting drops CJK glyphs). Without the font the
 * server still starts; generating a certificate then fails with CERT_MSG.fontMissing.
 */
export const FONT_CANDIDATES: Array<{ file: string; face: string }> = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf', face: 'NotoSansCJKsc-Regular' },
];

let loaded: Promise<Buffer> | null = null;

/** The face's bytes as a standalone sfnt: its table directory rewritten, its tables copied. */
export function extractTtcFace(ttc: Buffer, index: number): Buffer {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') return ttc;
  const at = ttc.readUInt32BE(12 + 4 * index);
  const numTables = ttc.readUInt16BE(at + 4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const r = at + 12 + 16 * i;
    return { rec: r, offset: ttc.readUInt32BE(r + 8), length: ttc.readUInt32BE(r + 12) };
  });
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(headerSize + tables.reduce((n, t) => n + ((t.length + 3) & ~3), 0));
  ttc.copy(out, 0, at, at + 12);
  let pos = headerSize;
  tables.forEach((t, i) => {
    const d = 12 + 16 * i;
    ttc.copy(out, d, t.rec, t.rec + 8); // tag and checksum: the table bytes do not change
    out.writeUInt32BE(pos, d + 8);
    out.writeUInt32BE(t.length, d + 12);
    ttc.copy(out, pos, t.offset, t.offset + t.length);
    pos += (t.length + 3) & ~3;
  });
  return out;
}

/** The first candidate found, as a standalone font; CERT_MSG.fontMissing when there is none. */
export async function loadCjkFace(candidates = FONT_CANDIDATES): Promise<Buffer> {
  for (const c of candidates) {
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(c.file);
    } catch {
      continue;
    }
    if (bytes.toString('latin1', 0, 4) !== 'ttcf') return bytes;
    const collection = fontkit.create(bytes) as unknown as { fonts: Array<{ postscriptName: string }> };
    const index = collection.fonts.findIndex((f) => f.postscriptName === c.face);
    if (index >= 0) return extractTtcFace(bytes, index);
  }
  throw new AppError(503, CERT_MSG.fontMissing);
}

/** Whether the font can be found (the server logs a warning at start when not). */
export async function cjkFontAvailable(): Promise<boolean> {
  return cjkFace().then(() => true, () => false);
}

/** The standalone CJK face, loaded once (also the glyph outlines of generated seals, services/seals). */
export function cjkFace(): Promise<Buffer> {
  loaded ??= loadCjkFace().catch((err: unknown) => {
    loaded = null; // installed later: try again next time
    throw err;
  });
  return loaded;
}

/** An OpenType font with exactly the glyphs of `text` (plus the space), for embedFont(…, {subset:false}). */
export async function cjkSubset(text: string): Promise<Buffer> {
  const face = await cjkFace();
  const chars = [...new Set([...`${text} `])].sort().join('');
  // Without GSUB/GPOS: fontkit's layout would otherwise substitute glyphs (proportional digits, the
  // "fi" ligature) that pdf-lib leaves out of the widths and the ToUnicode map, so hashes would print
  // too wide and copy out without their digits. Chinese needs no shaping.
  return subsetFont(face, chars, { targetFormat: 'sfnt', dropTables: ['GSUB', 'GPOS'] });
}

/**
 * Embeds the subset for `text` as what it really is, a CID-keyed CFF font (CIDFontType0, FontFile3 of
 * Subtype CIDFontType0C). pdf-lib would pick that itself for a CFF font, but it asks fontkit for `font.cff`,
 * which @pdf-lib/fontkit never sets (its table is `font['CFF ']`), so it wrote the CFF as TrueType. Here
 * pdf-lib reads metrics and cmap from the parsed OpenType font and stores the bare CFF program as the file.
 */
export async function embedCjkFont(doc: PDFDocument, text: string): Promise<PDFFont> {
  const sfnt = await cjkSubset(text);
  const parsed = fontkit.create(sfnt) as unknown as Record<string, unknown> & { numGlyphs: number };
  Object.defineProperty(parsed, 'cff', { value: parsed['CFF '] });
  const bareCff = identityCidCff(sfntTable(sfnt, 'CFF '), parsed.numGlyphs);
  // embedFont parses the bytes it stores with the registered fontkit: hand it the parsed sfnt instead.
  doc.registerFontkit({ create: () => parsed } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  try {
    return await doc.embedFont(bareCff, { subset: false });
  } finally {
    doc.registerFontkit(fontkit);
  }
}
