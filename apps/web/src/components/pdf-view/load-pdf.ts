import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker comes from our own bundle (a hashed asset next to this chunk), never from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF with pdf.js. Bytes are copied because pdf.js transfers (detaches) the buffer it is given
 * to its worker. eval stays off: the server's CSP allows no 'unsafe-eval'. Fonts our renderer makes
 * are embedded (Identity-H CID fonts), so no cMap files are needed; a PDF that relies on the standard 14
 * fonts is drawn with the browser's fonts (useSystemFonts), which is enough for a preview.
 */
export function loadPdf(source: string | ArrayBuffer | Uint8Array) {
  const data = typeof source === 'string' ? undefined : new Uint8Array(source instanceof Uint8Array ? source : new Uint8Array(source)).slice();
  return getDocument({
    ...(typeof source === 'string' ? { url: source } : { data }),
    isEvalSupported: false,
    useSystemFonts: true,
  });
}

export type { PDFDocumentProxy };
