import { describe, expect, it } from 'vitest';
import { OVERLAY_MAX_CHARS, overlayAddress } from '../../../src/services/capture/session/overlay-address';

/** The address strip of a recorded session shows the address as the user saw it (issue 23 item 4). */
describe('the recording\'s address strip', () => {
  it('decodes percent-escapes so Chinese stays readable, and keeps reserved escapes and a literal %', () => {
    expect(overlayAddress('https://example.cn/%E6%96%B0%E9%97%BB?q=%E5%85%AC%E8%AF%81')).toBe('https://example.cn/新闻?q=公证');
    expect(overlayAddress('https://a.test/x?a=%2F%26')).toBe('https://a.test/x?a=%2F%26');
    expect(overlayAddress('https://a.test/%E0%A4%A')).toBe('https://a.test/%E0%A4%A');
  });

  it('marks a cut address with … instead of passing a part for the whole, counting characters not bytes', () => {
    const long = `https://example.cn/${'证'.repeat(200)}`;
    const shown = overlayAddress(long);
    expect(Array.from(shown)).toHaveLength(OVERLAY_MAX_CHARS);
    expect(shown.endsWith('…')).toBe(true);
    expect(overlayAddress('https://a.test/short')).toBe('https://a.test/short');
  });

  it('turns line breaks and backslashes into spaces (the filter would read them)', () => {
    expect(overlayAddress('https://a.test/a\nb\\c')).toBe('https://a.test/a b c');
  });
});
