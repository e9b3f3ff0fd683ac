import { createHash } from 'node:crypto';

export const sha256Hex = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
export const sm3Hex = (b: Uint8Array | string) => createHash('sm3').update(b).digest('hex');

/** One file of a package with both digests courts here expect (SHA-256 and SM3, GB/T 32905). */
export interface FileDigest {
  path: string;
  size: number;
  sha256: string;
  sm3: string;
}

export function digestOf(path: string, bytes: Uint8Array): FileDigest {
  return { path, size: bytes.length, sha256: sha256Hex(bytes), sm3: sm3Hex(bytes) };
}
