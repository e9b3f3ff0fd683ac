import type { Readable } from 'node:stream';

/**
 * Where evidence originals and uploaded images live (ARCHITECTURE.md "files"): a local directory by
 * default, S3-compatible storage when configured. Keys are relative paths of [a-z0-9._-] segments
 * chosen by the server, never by a client.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key` and resolves once it is durable. A failed or interrupted put leaves
   * nothing under `key` (written aside, then moved or completed in one step).
   */
  put(key: string, body: Readable, opts?: { contentType?: string }): Promise<{ size: number }>;
  /**
   * Optional: moves the complete file at `file` (on the same machine) under `key` without copying
   * it, durably; the file is gone afterwards. Stores that cannot (S3) leave it out and get a put.
   */
  adopt?(key: string, file: string): Promise<{ size: number }>;
  /** The bytes of `key` (or of the inclusive byte range); rejects with BlobMissingError if absent. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The size of `key`, or null when it is absent. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes `key`; absent keys are fine. */
  delete(key: string): Promise<void>;
}

export class BlobMissingError extends Error {
  constructor(readonly key: string) {
    super(`blob missing: ${key}`);
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Throws unless `key` is a safe relative key (no `..`, no absolute path, no upper case, ≤ 255). */
export function assertBlobKey(key: string): void {
  if (key.length > 255 || !KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  }
}
