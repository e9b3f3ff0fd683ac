/** Is the file a PNG, JPEG or GIF by its first bytes (the name does not count)? The server checks again. */
export function isImageBytes(head: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts([0x89, 0x50, 0x4e, 0x47]) || starts([0xff, 0xd8, 0xff]) || starts([0x47, 0x49, 0x46, 0x38]);
}

export async function isImageFile(file: Blob): Promise<boolean> {
  return isImageBytes(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}
