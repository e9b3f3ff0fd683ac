import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { BlobMissingError } from '../../src/providers/blob/blob-store';
import { s3BlobStore } from '../../src/providers/blob/s3-blob-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants } from '../helpers/tenants';
import { createUpload, patchChunk, random, sha256, sm3, uploadAll } from '../helpers/tus-client';
import { call } from '../helpers/api';

const MiB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- s3rver has no types
let server: any;
let endpoint: string;
let port: number;
const env = () => ({ S3_BUCKET: 'evidence', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1', S3_REGION: 'us-east-1' });
const store = (prefix = '') => s3BlobStore({ bucket: 'evidence', region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix });

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'evidence' }] });
  const addr = await server.run();
  port = addr.port;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 BlobStore against s3rver', () => {
  it('puts (multipart, streaming), stats, reads ranges and deletes', async () => {
    const blobs = store('test/');
    const data = random(17 * MiB + 5);
    expect(await blobs.put('originals/abc', Readable.from([data.subarray(0, 9 * MiB), data.subarray(9 * MiB)]), { contentType: 'application/octet-stream' })).toEqual({ size: data.length });
    expect(await blobs.stat('originals/abc')).toEqual({ size: data.length });
    const chunks: Buffer[] = [];
    for await (const c of await blobs.get('originals/abc')) chunks.push(c as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(data));
    expect(await readText(await blobs.get('originals/abc', { start: 10, end: 19 }))).toBe(data.subarray(10, 20).toString());
    await blobs.delete('originals/abc');
    expect(await blobs.stat('originals/abc')).toBeNull();
    await expect(blobs.get('originals/abc')).rejects.toBeInstanceOf(BlobMissingError);
    await expect(blobs.put('../x', Readable.from([data]))).rejects.toThrow(/invalid blob key/);
  });

  it('a put whose source fails leaves no object under the key', async () => {
    const blobs = store();
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(blobs.put('originals/broken', failing)).rejects.toThrow();
    expect(await blobs.stat('originals/broken')).toBeNull();
  });

  it('the server stores evidence originals in S3 when BLOB_STORE=s3', async () => {
    const t: TestApp = await createTestApp({ BLOB_STORE: 's3', ...env() });
    try {
      const who = await tenants(t);
      const data = random(6 * MiB);
      const res = await uploadAll(t.app, who.individual, data, { filename: 'in-s3.bin' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ sha256: sha256(data), sm3: sm3(data), fileStatus: '已上传' });
      const row = await t.db.selectFrom('evidence').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
      expect(await store().stat(String(row.blob_key))).toEqual({ size: data.length });
      expect(fs.existsSync(path.join(t.dataDir, 'blobs', 'originals'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('storage down at the finish: no record, the upload stays; asking for the result later records it once', async () => {
    const t: TestApp = await createTestApp({ BLOB_STORE: 's3', ...env() });
    try {
      const who = await tenants(t);
      const data = random(64 * 1024);
      const created = await createUpload(t.app, who.individual, data.length, { filename: 'later.bin' });
      await server.close();
      const last = await patchChunk(t.app, who.individual, created.url, 0, data);
      expect(last.status).toBeGreaterThanOrEqual(400);
      expect(last.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(await t.db.selectFrom('evidence').selectAll().execute()).toHaveLength(0);
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'evidence' }] });
      await server.run();
      const id = created.url.split('/').pop()!;
      const res = await call(t.app, 'GET', '/api/upload/result', { token: who.individual.token, role: '1', query: { id } });
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ sha256: sha256(data), sm3: sm3(data), fileStatus: '已上传' });
      const again = await call(t.app, 'GET', '/api/upload/result', { token: who.individual.token, role: '1', query: { id } });
      expect(again.body.data.id).toBe(res.body.data.id);
      expect(await t.db.selectFrom('evidence').selectAll().execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
