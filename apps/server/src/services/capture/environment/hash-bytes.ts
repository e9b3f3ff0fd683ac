import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const sha256Hex = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
export const sm3Hex = (b: Uint8Array | string) => createHash('sm3').update(b).digest('hex');

/** SHA-256 of a file, streamed (the Chromium binary is about 300 MB). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
