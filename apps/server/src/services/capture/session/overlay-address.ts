/** The most characters of the address the strip under the frames has room for (its font at 16 px). */
export const OVERLAY_MAX_CHARS = 110;

import { domainToUnicode } from 'node:url';

/** Decoded, these would change how the address reads: URL syntax, or a literal %. */
const RESERVED = new Set(['#', '$', '&', '+', ',', '/', ':', ';', '=', '?', '@', '%']);
/**
 * Never drawn as themselves: controls, and the invisible format characters (bidi overrides such as U+202E turn
 * `%E2%80%AEgpj.exe` into "exe.jpg" on screen; zero-width spaces hide a difference). The browser's address bar keeps
 * them escaped, and so does the strip.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const escape = (ch: string) => Array.from(Buffer.from(ch, 'utf8'), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** One run of escapes decoded, unless it is malformed (then shown as it came); reserved and hidden characters stay escaped. */
function decodeRun(run: string): string {
  let text: string;
  try {
    text = decodeURIComponent(run);
  } catch {
    return run;
  }
  return Array.from(text, (ch) => (RESERVED.has(ch) || HIDDEN.test(ch) ? escape(ch) : ch)).join('');
}

/** An internationalised domain as the user typed it (`xn--fiqs8s` → 中国); anything that is not a URL is left alone. */
function unicodeHost(url: string): string {
  try {
    const host = new URL(url).hostname;
    if (!host.split('.').some((label) => label.startsWith('xn--'))) return url;
    const shown = domainToUnicode(host);
    return shown && !HIDDEN.test(shown) ? url.replace(host, shown) : url;
  } catch {
    return url;
  }
}

/**
 * The address as the strip under the recording shows it (issue 23 item 4; decisions 646, 785): as the user
 * saw it in the address bar — percent-escapes decoded run by run (Chinese paths and queries intact, and one
 * malformed escape no longer keeps the rest encoded), an internationalised domain in its own script — but
 * reserved characters, controls and invisible format characters (bidi overrides, zero-width spaces) kept
 * escaped as the browser keeps them, so the strip never shows an address the page did not have; raw line breaks
 * and backslashes (which the filter would read) turned into spaces; and, when longer than the strip, cut with a
 * visible … so the strip never passes a part for the whole.
 */
export function overlayAddress(url: string): string {
  const shown = unicodeHost(url).replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeRun);
  // raw controls and backslashes become spaces; a raw invisible format character is shown escaped
  const clean = Array.from(shown, (ch) => (ch === '\\' || /\p{Cc}/u.test(ch) ? ' ' : HIDDEN.test(ch) ? escape(ch) : ch)).join('');
  const chars = Array.from(clean);
  return chars.length > OVERLAY_MAX_CHARS ? `${chars.slice(0, OVERLAY_MAX_CHARS - 1).join('')}…` : clean;
}
