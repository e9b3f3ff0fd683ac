import { EVIDENCE_DOWNLOAD } from '@evidence/shared/constants';

/**
 * Opens a download URL through a hidden frame (000 §7) and removes the frame after 300000 ms
 * (000 §9): long enough for the browser to take over the download, short enough not to pile up.
 * Answers a function that removes it at once (used when the page goes away).
 */
export function openInHiddenFrame(url: string, doc: Document = document, removeAfterMs: number = EVIDENCE_DOWNLOAD.frameRemoveMs): () => void {
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.download = 'evidence';
  frame.src = url;
  doc.body.appendChild(frame);
  const timer = setTimeout(() => frame.remove(), removeAfterMs);
  return () => {
    clearTimeout(timer);
    frame.remove();
  };
}

/**
 * Opens several URLs one hidden frame each, `staggerMs` apart: browsers drop downloads started in
 * the same instant. Answers a function that stops the ones not opened yet.
 */
export function openAllInHiddenFrames(urls: readonly string[], staggerMs: number = EVIDENCE_DOWNLOAD.frameStaggerMs, doc: Document = document): () => void {
  const [first, ...rest] = urls;
  if (first !== undefined) openInHiddenFrame(first, doc);
  const timers = rest.map((url, i) => setTimeout(() => openInHiddenFrame(url, doc), (i + 1) * staggerMs));
  return () => timers.forEach(clearTimeout);
}
