/** The most characters of the address the strip under the frames has room for (its font at 16 px). */
export const OVERLAY_MAX_CHARS = 110;

/**
 * The address as the strip under the recording shows it (issue 23 item 4; decision 646): as the user
 * saw it in the address bar, percent-escapes decoded (Chinese paths and queries intact), not the escaped
 * form the browser reports; line breaks and backslashes (which the filter would read) turned into spaces;
 * and, when it is longer than the strip, cut with a visible … so the strip never passes a part for the whole.
 */
export function overlayAddress(url: string): string {
  let shown = url;
  try {
    shown = decodeURI(url);
  } catch {
    // a malformed escape: shown as it came rather than guessed at
  }
  // control characters (a decoded %0A) and backslashes become spaces
  const clean = Array.from(shown, (ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\\' ? ' ' : ch)).join('');
  const chars = Array.from(clean);
  return chars.length > OVERLAY_MAX_CHARS ? `${chars.slice(0, OVERLAY_MAX_CHARS - 1).join('')}…` : clean;
}
