import path from 'node:path';
import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { localBlobStore } from './local-blob-store';
import { s3BlobStore } from './s3-blob-store';

/** The configured BlobStore: $DATA_DIR/blobs unless BLOB_STORE=s3. */
export function blobStoreFromConfig(config: Config): BlobStore {
  if (config.blobs.kind === 's3') return s3BlobStore(config.blobs);
  return localBlobStore(path.join(config.dataDir, 'blobs'));
}
