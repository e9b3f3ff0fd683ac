import type { PDFFont } from 'pdf-lib';

/**
 * Splits `text` into lines no wider than `width`, breaking between any two characters: Chinese has
 * no spaces to break at, and 64-hex hashes must wrap too. Shared by the certificate, the invoice and
 * the signing core's documents.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (ch === '\n') {
      lines.push(line);
      line = '';
      continue;
    }
    if (line && font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  lines.push(line);
  return lines;
}
