import { Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, BlobMissingError, type BlobStore } from './blob-store';

export interface S3BlobConfig {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, Ceph, OSS/COS S3 gateways, s3rver in tests) */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** prepended to every key ('' or segments ending in '/') */
  prefix: string;
}

/** 8 MiB parts, at most 4 in flight: about 32 MiB of memory per upload whatever the file size. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 4;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Blobs in an S3-compatible bucket. A put streams through a multipart upload (lib-storage) that
 * the store completes only after every part arrived, so an interrupted put leaves no object under
 * the key (lib-storage aborts the multipart upload on failure).
 */
export function s3BlobStore(config: S3BlobConfig, client?: S3Client): BlobStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  const keyOf = (key: string) => {
    assertBlobKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body: Readable, opts) {
      const Key = keyOf(key);
      let size = 0;
      // counts the bytes on their way (a 'data' listener on `body` would start it flowing early)
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      body.on('error', (err) => counted.destroy(err));
      const upload = new Upload({ client: s3, params: { Bucket: config.bucket, Key, Body: body.pipe(counted), ContentType: opts?.contentType }, partSize: PART_BYTES, queueSize: QUEUE, leavePartsOnError: false });
      await upload.done();
      const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key }));
      if (head.ContentLength !== undefined && head.ContentLength !== size) {
        await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }));
        throw new Error(`s3 put of ${key}: stored ${head.ContentLength} bytes, sent ${size}`);
      }
      return { size };
    },
    async get(key, range) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new BlobMissingError(key);
        throw err;
      }
    },
    async stat(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
  };
}
