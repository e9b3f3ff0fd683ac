/**
 * The bare CFF program of an OpenType-CFF font, for a PDF FontFile3 stream of Subtype CIDFontType0C
 * (PDF 32000 9.9). Noto Sans CJK is CFF-based: embedded as a TrueType FontFile2 (what pdf-lib did)
 * it made poppler warn on every page and PDF/A validators refuse it (issue 23, item 5c).
 */

/** The bytes of one sfnt table, e.g. 'CFF '. */
export function sfntTable(sfnt: Uint8Array, tag: string): Buffer {
  const buf = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + 16 * i;
    if (buf.toString('latin1', rec, rec + 4) === tag) {
      const offset = buf.readUInt32BE(rec + 8);
      return Buffer.from(buf.subarray(offset, offset + buf.readUInt32BE(rec + 12)));
    }
  }
  throw new Error(`font has no ${tag} table`);
}

/** Offset of the data after an INDEX, and the [start, end) of its first object. */
function readIndex(cff: Buffer, at: number): { first: [number, number]; end: number } {
  const count = cff.readUInt16BE(at);
  if (count === 0) return { first: [at + 2, at + 2], end: at + 2 };
  const offSize = cff.readUInt8(at + 2);
  const off = (i: number): number => cff.readUIntBE(at + 3 + i * offSize, offSize);
  const base = at + 3 + (count + 1) * offSize - 1;
  return { first: [base + off(0), base + off(1)], end: base + off(count) };
}

/** The operand of a DICT operator (first operand), or undefined. */
function dictOperand(cff: Buffer, start: number, end: number, operator: number): number | undefined {
  const operands: number[] = [];
  let p = start;
  while (p < end) {
    const b = cff.readUInt8(p);
    if (b <= 21) {
      const op = b === 12 ? 1200 + cff.readUInt8(p + 1) : b;
      p += b === 12 ? 2 : 1;
      if (op === operator) return operands[0];
      operands.length = 0;
    } else if (b === 28) { operands.push(cff.readInt16BE(p + 1)); p += 3; }
    else if (b === 29) { operands.push(cff.readInt32BE(p + 1)); p += 5; }
    else if (b === 30) { // a real: nibbles until 0xf; never a charset offset
      p++;
      while (p < end && (cff.readUInt8(p) & 0x0f) !== 0x0f && (cff.readUInt8(p) >> 4) !== 0x0f) p++;
      p++;
      operands.push(NaN);
    } else if (b <= 246) { operands.push(b - 139); p += 1; }
    else if (b <= 250) { operands.push((b - 247) * 256 + cff.readUInt8(p + 1) + 108); p += 2; }
    else if (b <= 254) { operands.push(-(b - 251) * 256 - cff.readUInt8(p + 1) - 108); p += 2; }
    else throw new Error('bad CFF DICT');
  }
  return undefined;
}

/**
 * The CFF with its charset rewritten so that glyph i has CID i. hb-subset keeps each glyph's original CID
 * (e.g. 1, 18, 11920, …), but pdf-lib writes glyph ids into the text (Identity-H), and a CIDFontType0
 * finds glyphs by CID through the charset: without this every character would show the wrong glyph.
 * The identity charset is never longer than the one it replaces, so it is written in place.
 */
export function identityCidCff(cffIn: Buffer, numGlyphs: number): Buffer {
  const cff = Buffer.from(cffIn);
  const name = readIndex(cff, cff.readUInt8(2));
  const top = readIndex(cff, name.end);
  const charset = dictOperand(cff, top.first[0], top.first[1], 15);
  if (charset === undefined || charset < 3 || numGlyphs < 2) return cff; // predefined charset: nothing to map
  const format = cff.readUInt8(charset);
  const n = numGlyphs - 1; // .notdef (glyph 0, CID 0) is not listed
  if (format === 0) {
    // format 0 stays format 0: one CID per glyph, the same length as before
    for (let i = 0; i < n; i++) cff.writeUInt16BE(i + 1, charset + 1 + 2 * i);
  } else if (n - 1 <= 255) {
    cff[charset] = 1; // one range: first CID 1, n - 1 more
    cff.writeUInt16BE(1, charset + 1);
    cff[charset + 3] = n - 1;
  } else {
    cff[charset] = 2;
    cff.writeUInt16BE(1, charset + 1);
    cff.writeUInt16BE(n - 1, charset + 3);
  }
  return cff;
}
