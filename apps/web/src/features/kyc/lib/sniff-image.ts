/**
 * What an image file really is, judged by its first bytes rather than its name (a PDF renamed
 * `.jpg` is not a JPEG). The server checks again by content; this only answers the user at once.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif';

export function sniffImageBytes(head: Uint8Array): ImageKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  return null;
}

export async function sniffImage(file: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageBytes(head);
}
