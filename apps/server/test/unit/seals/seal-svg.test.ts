import { describe, expect, it } from 'vitest';
import { clearPaper } from '../../../src/services/seals/normalise-drawn';
import { COMPANY_SEAL_SIZE, companySealSvg, personStampSvg, SEAL_RED, type GlyphSource } from '../../../src/services/seals/seal-svg';

/** A stand-in font: every glyph the same triangle over the em box. */
const fake: GlyphSource = { unitsPerEm: 1000, emCenter: 380, glyph: () => ({ d: 'M0 0L1000 0L1000 1000Z', advance: 1000 }) };

describe('companySealSvg', () => {
  it('draws the ring, the star and one outline per character, with no font reference', () => {
    const svg = companySealSvg(fake, '示例科技有限公司', '电子印章');
    expect(svg).toContain(`width="${COMPANY_SEAL_SIZE}"`);
    expect(svg).toContain('<circle');
    expect(svg).not.toMatch(/<text|font-family/);
    // 8 name glyphs + 4 bottom glyphs + the star
    expect(svg.match(/<path /g)).toHaveLength(13);
    expect(svg).toContain(SEAL_RED);
    // the first name glyph is left of the top, the last right of it
    const rot = [...svg.matchAll(/rotate\((-?[\d.]+)\)/g)].map((m) => Number(m[1]));
    expect(rot).toHaveLength(8);
    expect(rot[0]).toBeLessThan(0);
    expect(rot[7]).toBeCloseTo(-rot[0]!, 5);
    // the glyphs are flipped (font y is up) and centred on their em box
    expect(svg).toMatch(/scale\([\d.]+ -[\d.]+\) translate\(-500 -380\)/);
  });
});

describe('personStampSvg', () => {
  it('a square frame and four cells for a two-character name (之印)', () => {
    const svg = personStampSvg(fake, '李明');
    expect(svg).toContain('<rect');
    expect(svg.match(/<path /g)).toHaveLength(4);
  });
});

describe('clearPaper', () => {
  it('makes near-white pixels transparent and answers the ink box', () => {
    // 3 × 2 pixels: white, ink, near-white / transparent, white, grey
    const px = Buffer.from([
      255, 255, 255, 255, 10, 10, 10, 255, 240, 238, 250, 255,
      0, 0, 0, 0, 255, 255, 255, 255, 120, 120, 120, 128,
    ]);
    const box = clearPaper(px, 3, 2, 225);
    expect(box).toEqual({ left: 1, top: 0, right: 2, bottom: 1 });
    expect(px[3]).toBe(0);
    expect(px[7]).toBe(255);
    expect(px[11]).toBe(0);
    expect(px[19]).toBe(0);
    expect(px[23]).toBe(128);
  });

  it('answers null when nothing is left', () => {
    expect(clearPaper(Buffer.from([255, 255, 255, 255, 0, 0, 0, 0]), 2, 1, 225)).toBeNull();
  });
});
