/** What the remote browser looks like for each kind of session (decision 552). */
export interface SessionProfile {
  /** the video's size; the browser's viewport is the same width and OVERLAY_BAR less high */
  width: number;
  height: number;
  userAgent: string | null;
  /** the recorded video's constant frame rate */
  fps: number;
  /** JPEG quality of the screencast frames (sent to the page and encoded) */
  jpegQuality: number;
}

/**
 * The strip under the page where the time and address are drawn: the viewport is this much shorter than
 * the video, so the overlay never hides any of the page (decision 551).
 */
export const OVERLAY_BAR = 34;

export function viewportOf(p: SessionProfile): { width: number; height: number } {
  return { width: p.width, height: p.height - OVERLAY_BAR };
}

/** A TV box's user agent (an Android TV set-top box's Chrome WebView), so sites serve their TV pages. */
export const OTT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 9; MIBOX4 Build/PI; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Safari/537.36 SmartTV';

export const SESSION_PROFILES = {
  // the desktop profile keeps Chromium's own user agent: the recording shows what this browser was
  vm: { width: 1280, height: 720, userAgent: null, fps: 10, jpegQuality: 70 },
  ott: { width: 1920, height: 1080, userAgent: OTT_USER_AGENT, fps: 10, jpegQuality: 65 },
} as const satisfies Record<'vm' | 'ott', SessionProfile>;

export type SessionKind = keyof typeof SESSION_PROFILES;
