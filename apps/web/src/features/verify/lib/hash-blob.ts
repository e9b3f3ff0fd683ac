import { createSHA256, createSM3 } from 'hash-wasm';

export interface FileHashes {
  sha256: string;
  sm3: string;
  size: number;
}

/** SHA-256 and SM3 of a byte stream, fed chunk by chunk (hash-wasm, WebAssembly). */
export async function createDualHasher() {
  const [sha, sm3] = await Promise.all([createSHA256(), createSM3()]);
  sha.init();
  sm3.init();
  let size = 0;
  return {
    update(chunk: Uint8Array) {
      sha.update(chunk);
      sm3.update(chunk);
      size += chunk.length;
    },
    digest(): FileHashes {
      return { sha256: sha.digest('hex'), sm3: sm3.digest('hex'), size };
    },
  };
}

/**
 * Hashes a File/Blob in the browser, reading `chunkBytes` at a time, so a file of several GB is never
 * in memory at once and never leaves the machine. `onProgress` gets the bytes done so far.
 */
export async function hashBlob(blob: Blob, chunkBytes: number, onProgress?: (done: number) => void): Promise<FileHashes> {
  const h = await createDualHasher();
  for (let at = 0; at < blob.size; at += chunkBytes) {
    h.update(new Uint8Array(await blob.slice(at, Math.min(blob.size, at + chunkBytes)).arrayBuffer()));
    onProgress?.(Math.min(blob.size, at + chunkBytes));
  }
  return h.digest();
}
