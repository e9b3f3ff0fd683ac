import { ESIGN, ESIGN_MSG } from '@evidence/shared/constants';

/**
 * The browser's first look at a chosen file (the server judges it again by content): at most 20 MB and
 * starting with a PDF header in its first 1024 bytes. Answers the problem's message, or null.
 */
export async function pdfProblem(file: Blob): Promise<string | null> {
  if (file.size > ESIGN.maxPdfBytes) return ESIGN_MSG.pdfTooLarge;
  if (file.size === 0) return ESIGN_MSG.notPdf;
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return hasPdfHeader(head) ? null : ESIGN_MSG.notPdf;
}

/** "%PDF-" anywhere in the bytes given (PDF 1.7 §7.5.2 allows it within the first 1024). */
export function hasPdfHeader(head: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  for (let i = 0; i + magic.length <= head.length; i++) {
    if (magic.every((b, j) => head[i + j] === b)) return true;
  }
  return false;
}
