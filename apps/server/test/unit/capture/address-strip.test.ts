import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addressStrip, STRIP_HEIGHT } from '../../../src/services/capture/session/address-strip';
import { overlayAddress } from '../../../src/services/capture/session/overlay-address';

/** The recording's address strip (decision 760): one image per address, always the strip's size, never failing on odd text. */
const WIDTH = 980;
/** The rightmost column with text in it (the leftmost with `first`). */
const inkColumns = async (png: Buffer, first = false) => {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let right = -1;
  for (let x = 0; x < info.width; x++) for (let y = 0; y < info.height; y++) if (data[y * info.width + x]! > 140) {
    if (first) return x;
    right = x;
  }
  return right;
};

describe('addressStrip', () => {
  // stacked combining marks (a decoded %CC%81…) draw a line far taller than the strip
  const stacked = `http://a.test/Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c'.repeat(3)}a${'\u0316\u0317\u0318\u0319\u031c\u031d'.repeat(3)}`;
  it('is the strip\'s size for any address: empty, markup, emoji, stacked marks, a long Chinese one', async () => {
    for (const text of [' ', '', 'http://a.test/<b>&amp;</b>%', 'https://例子.测试/😀🎉', stacked, overlayAddress(`https://例子.测试/${'中文'.repeat(80)}`)]) {
      const meta = await sharp(await addressStrip(text, WIDTH)).metadata();
      expect([meta.width, meta.height], text).toEqual([WIDTH, STRIP_HEIGHT]);
    }
  });

  it('shows an address with stacked combining marks whole, the marks escaped (not a strip of marks alone)', async () => {
    const png = await addressStrip(stacked, WIDTH);
    expect(await inkColumns(png, true)).toBeLessThan(10); // the h of http: at the strip's left edge
    expect(await inkColumns(png)).toBeGreaterThan(400); // 48 marks as %CC%81… escapes
  });

  it('cuts an address wider than the strip by its drawn width, so its text ends inside the strip', async () => {
    const short = await inkColumns(await addressStrip('http://a.test/', WIDTH));
    const long = await inkColumns(await addressStrip(`https://例子.测试/${'中文'.repeat(80)}`, WIDTH));
    expect(short).toBeGreaterThan(50);
    expect(short).toBeLessThan(200);
    // 160 Chinese characters are about 2,600 px at 16 px: cut, its … drawn near the strip's end and inside it
    expect(long).toBeGreaterThan(WIDTH - 100);
    expect(long).toBeLessThan(WIDTH - 3);
  });
});
