import sharp from 'sharp';
import { SEAL_COMPANY_BOTTOM_TEXT, SEAL_MSG } from '@evidence/shared/constants';
import { AppError, refuse } from '../../errors';
import { sealGlyphs } from './seal-font';
import { companySealSvg, personStampSvg } from './seal-svg';

export interface SealPng {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The generated seal as a PNG with an alpha channel (decision 138): the SVG of seal-svg.ts, text as
 * outlines, rasterised by sharp (librsvg); everything outside the red is fully transparent.
 */
export async function renderSeal(kind: 'company' | 'person', name: string): Promise<SealPng> {
  const glyphs = await sealGlyphs().catch((err: unknown) => {
    // no CJK font on this machine (cjk-font.ts): a clear refusal rather than a seal of empty boxes
    throw err instanceof AppError ? refuse(SEAL_MSG.fontMissing) : err;
  });
  const svg = kind === 'company' ? companySealSvg(glyphs, name, SEAL_COMPANY_BOTTOM_TEXT) : personStampSvg(glyphs, name);
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
