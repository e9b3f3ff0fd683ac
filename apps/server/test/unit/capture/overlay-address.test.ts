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

  // outside review of item 4 (decision 785): the strip never shows an address the page did not have
  it('keeps bidi overrides, zero-width and other invisible characters escaped, as the address bar does', () => {
    expect(overlayAddress('http://127.0.0.1:3401/%E2%80%AEgpj.exe')).toBe('http://127.0.0.1:3401/%E2%80%AEgpj.exe');
    expect(overlayAddress('https://a.test/pay%E2%80%8Bpal')).toBe('https://a.test/pay%E2%80%8Bpal');
    expect(overlayAddress('https://a.test/a%0Ab')).toBe('https://a.test/a%0Ab');
    // a raw (unescaped) override is escaped too, never drawn
    expect(overlayAddress(`https://a.test/${String.fromCodePoint(0x202e)}gpj.exe`)).toBe('https://a.test/%E2%80%AEgpj.exe');
  });

  it('shows an internationalised domain in its own script, and one malformed escape does not keep the rest encoded', () => {
    expect(overlayAddress('https://xn--fiqs8s.xn--fiqs8s/%E6%96%B0%E9%97%BB')).toBe('https://中国.中国/新闻');
    expect(overlayAddress('https://a.test/%E6%96%B0%E9%97%BB?q=100%')).toBe('https://a.test/新闻?q=100%');
    expect(overlayAddress('https://a.test/%E6%96%B0?q=%E0%A4%A')).toBe('https://a.test/新?q=%E0%A4%A');
  });
});
