import fontkit from '@pdf-lib/fontkit';
import { cjkFace } from '../certificate/cjk-font';
import type { GlyphShape, GlyphSource } from './seal-svg';

/**
 * Glyph outlines of the CJK font (the certificate's Noto Sans CJK SC, found by cjk-font.ts) for the
 * generated seals. The font is parsed once; outlines are cached per character. Without the font
 * cjkFace() throws CERT_MSG.fontMissing (an AppError the route answers as a refusal).
 */
let source: Promise<GlyphSource> | null = null;

export function sealGlyphs(): Promise<GlyphSource> {
  source ??= build().catch((err: unknown) => {
    source = null;
    throw err;
  });
  return source;
}

async function build(): Promise<GlyphSource> {
  const font = fontkit.create(await cjkFace());
  const os2 = (font as unknown as { 'OS/2'?: { typoAscender?: number; typoDescender?: number } })['OS/2'];
  const upm = font.unitsPerEm;
  // The ideographic em box: Noto Sans CJK's typo ascender/descender are 880 / -120 of 1000.
  const ascender = os2?.typoAscender ?? upm * 0.88;
  const descender = os2?.typoDescender ?? -upm * 0.12;
  const cache = new Map<string, GlyphShape>();
  return {
    unitsPerEm: upm,
    emCenter: (ascender + descender) / 2,
    glyph(char: string): GlyphShape {
      let shape = cache.get(char);
      if (!shape) {
        const g = font.glyphForCodePoint(char.codePointAt(0) ?? 0x20);
        shape = { d: g.path.toSVG(), advance: g.advanceWidth };
        cache.set(char, shape);
      }
      return shape;
    },
  };
}
