import { describe, expect, it } from 'vitest';
import { ESIGN_SEAL_GENERATED_TEXT } from '@evidence/shared/constants';
import { companySealSvg, type GlyphSource } from '../../../src/services/seals/seal-svg';
import { starPath } from '../../../src/services/seals/seal-geometry';

/** The two generated company seal kinds (decision 411): 合同专用章 has no star and prints its kind; 公章 has the star. */
const fake: GlyphSource = { unitsPerEm: 1000, emCenter: 380, glyph: () => ({ d: 'M0 0L1000 0L1000 1000Z', advance: 1000 }) };
const STAR = starPath(300, 300, 600 * 0.14);

describe('company seal kinds', () => {
  it('合同专用章: no star, the name and the five characters of its kind', () => {
    const look = ESIGN_SEAL_GENERATED_TEXT.contract;
    const svg = companySealSvg(fake, '示例科技有限公司', look.bottomText, { star: look.star });
    expect(svg).not.toContain(STAR);
    expect(svg.match(/<path /g)).toHaveLength(8 + 5);
  });

  it('公章: the star and the name, nothing under it', () => {
    const look = ESIGN_SEAL_GENERATED_TEXT.official;
    const svg = companySealSvg(fake, '示例科技有限公司', look.bottomText, { star: look.star });
    expect(svg).toContain(STAR);
    expect(svg.match(/<path /g)).toHaveLength(8 + 1);
  });

  it('without options the generator draws the star as before (印章管理 unchanged)', () => {
    expect(companySealSvg(fake, '示例科技有限公司', '电子印章')).toContain(STAR);
  });
});
