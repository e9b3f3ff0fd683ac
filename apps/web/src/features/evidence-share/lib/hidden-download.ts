import { DOWNLOAD_FRAME_REMOVE_MS } from '@evidence/shared/constants';

/**
 * Starts a download through a hidden frame (as the batch download of 000 §2 does), so the page stays
 * where it is; the frame is removed after 300000 ms (000 §9). The URL is a same-site signed link.
 */
export function downloadThroughFrame(url: string): void {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  frame.setAttribute('data-download-frame', '');
  document.body.appendChild(frame);
  window.setTimeout(() => frame.remove(), DOWNLOAD_FRAME_REMOVE_MS);
}

/** Copies text; the async clipboard needs a secure context, so plain HTTP falls back to a selection. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // deprecated but the only copy that works outside a secure context
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
