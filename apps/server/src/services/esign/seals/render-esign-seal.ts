import sharp from 'sharp';
import { ESIGN_SEAL_GENERATED_TEXT, SEAL_MSG, type EsignSealType } from '@evidence/shared/constants';
import { AppError, refuse } from '../../../errors';
import type { SealPng } from '../../seals/render-seal';
import { sealGlyphs } from '../../seals/seal-font';
import { companySealSvg } from '../../seals/seal-svg';

/**
 * The round red company seal of one kind (decision 411), drawn by the existing generator (seal-svg.ts,
 * text as outlines of the CJK font, rasterised by sharp): 合同专用章 without the star and with its kind
 * under the name, 公章 with the star. 600 × 600 px, transparent outside the red.
 */
export async function renderEsignSeal(sealType: EsignSealType, company: string): Promise<SealPng> {
  const glyphs = await sealGlyphs().catch((err: unknown) => {
    throw err instanceof AppError ? refuse(SEAL_MSG.fontMissing) : err;
  });
  const look = ESIGN_SEAL_GENERATED_TEXT[sealType];
  const svg = companySealSvg(glyphs, company, look.bottomText, { star: look.star });
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
