import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MSG, ResponseCode } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { createUpload, text, tusCall, type TusAnswer } from '../helpers/tus-client';

/**
 * Every refusal of the resumable upload that @tus/server produces itself answers our envelope with a
 * Chinese message, its protocol status and Tus-Resumable, and stores nothing (decision 227).
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => t?.close());

const META = `filename ${Buffer.from('a.txt').toString('base64')}`;
const uploadsDir = () => path.join(t.dataDir, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const rowsOf = async (table: 'evidence' | 'evidence_uploads') => (await t.db.selectFrom(table).select('id').execute()).length;

function expectChineseEnvelope(res: TusAnswer, status: number, msg: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['tus-resumable']).toBe('1.0.0');
  const code = status >= 500 ? ResponseCode.serverError : status === 404 || status === 410 ? ResponseCode.notFound : ResponseCode.refused;
  expect(res.body).toEqual({ code, msg, data: null });
  // Chinese, and no English word of the library's text
  expect(msg).toMatch(/[\u4e00-\u9fff]/);
  expect(msg).not.toMatch(/[A-Za-z]{2,}/);
}

describe('POST /api/upload/tus refusals', () => {
  const cases: { name: string; headers: Record<string, string>; omit?: string[]; status: number; msg: string }[] = [
    { name: 'a negative Upload-Length', headers: { 'upload-length': '-5', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badLength },
    { name: 'Upload-Length abc', headers: { 'upload-length': 'abc', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badLength },
    { name: 'Upload-Length 1.5', headers: { 'upload-length': '1.5', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badLength },
    { name: 'no Upload-Length', headers: { 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badLength },
    { name: 'Upload-Defer-Length 2', headers: { 'upload-defer-length': '2', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badLength },
    { name: 'no Tus-Resumable', headers: { 'upload-length': '5', 'upload-metadata': META }, omit: ['tus-resumable'], status: 412, msg: INGEST_MSG.protocolVersion },
    { name: 'Tus-Resumable 0.2.2', headers: { 'tus-resumable': '0.2.2', 'upload-length': '5', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.protocolVersion },
    { name: 'Upload-Concat (parallel uploads)', headers: { 'upload-concat': 'partial', 'upload-length': '5', 'upload-metadata': META }, status: 501, msg: INGEST_MSG.unsupportedUpload },
    { name: 'a malformed forwarding header', headers: { 'x-forwarded-proto': 'ftp', 'upload-length': '5', 'upload-metadata': META }, status: 400, msg: INGEST_MSG.badUploadRequest },
  ];
  it.each(cases)('$name → $status, the envelope, nothing stored', async ({ headers, omit, status, msg }) => {
    const before = { files: storedFiles(), uploads: await rowsOf('evidence_uploads'), evidence: await rowsOf('evidence') };
    const res = await tusCall(t.app, 'POST', '/api/upload/tus', { caller: who.individual, headers, omit });
    expectChineseEnvelope(res, status, msg);
    expect(res.headers.location).toBeUndefined();
    expect({ files: storedFiles(), uploads: await rowsOf('evidence_uploads'), evidence: await rowsOf('evidence') }).toEqual(before);
  });
});

describe('PATCH /api/upload/tus/:id refusals', () => {
  let url: string;
  let id: string;
  beforeAll(async () => {
    const created = await createUpload(t.app, who.individual, 5);
    expect(created.status).toBe(201);
    url = created.url;
    id = url.split('/').pop() ?? '';
  });

  const cases: { name: string; headers: Record<string, string>; body: Buffer; omit?: string[]; status: number; msg: string }[] = [
    { name: 'content-type text/plain', headers: { 'upload-offset': '0', 'content-type': 'text/plain' }, body: text('hello'), status: 400, msg: INGEST_MSG.badChunkType },
    { name: 'no Tus-Resumable', headers: { 'upload-offset': '0' }, omit: ['tus-resumable'], body: text('hello'), status: 412, msg: INGEST_MSG.protocolVersion },
    { name: 'no Upload-Offset', headers: {}, body: text('hello'), status: 403, msg: INGEST_MSG.badOffset },
    { name: 'Upload-Offset -1', headers: { 'upload-offset': '-1' }, body: text('hello'), status: 400, msg: INGEST_MSG.badOffset },
    { name: 'an offset the upload is not at', headers: { 'upload-offset': '3' }, body: text('lo'), status: 409, msg: INGEST_MSG.offsetConflict },
    { name: '10 bytes into a 5-byte upload', headers: { 'upload-offset': '0' }, body: text('0123456789'), status: 413, msg: INGEST_MSG.chunkBeyondSize },
  ];
  it.each(cases)('$name → $status, the envelope, nothing stored', async ({ headers, body, omit, status, msg }) => {
    const res = await tusCall(t.app, 'PATCH', url, { caller: who.individual, headers, body, omit });
    expectChineseEnvelope(res, status, msg);
    // the upload is where it was: no byte written, still receiving, no record
    const head = await tusCall(t.app, 'HEAD', url, { caller: who.individual });
    expect(head.headers['upload-offset']).toBe('0');
    expect(fs.statSync(path.join(uploadsDir(), id)).size).toBe(0);
    expect(await t.db.selectFrom('evidence_uploads').select('state').where('id', '=', id).executeTakeFirst()).toEqual({ state: 'receiving' });
    expect(await rowsOf('evidence')).toBe(0);
  });

  it('an upload whose partial file vanished → 410 (FILE_NO_LONGER_EXISTS), the envelope', async () => {
    const created = await createUpload(t.app, who.individual, 5);
    const lostId = created.url.split('/').pop() ?? '';
    fs.rmSync(path.join(uploadsDir(), lostId));
    const res = await tusCall(t.app, 'PATCH', created.url, { caller: who.individual, headers: { 'upload-offset': '0' }, body: text('hello') });
    expectChineseEnvelope(res, 410, INGEST_MSG.uploadNotFound);
    expect(await rowsOf('evidence')).toBe(0);
  });
});
