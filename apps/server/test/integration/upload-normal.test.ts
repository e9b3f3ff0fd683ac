import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

function multipart(field: string, name: string, bytes: Buffer, type = 'image/png') {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(caller: Caller | undefined, bytes: Buffer, name = 'a.png', field = 'file') {
  const { payload, contentType } = multipart(field, name, bytes);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (caller) Object.assign(headers, { authorization: `Bearer ${caller.token}`, role: caller.role });
  const res = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers, payload });
  return { status: res.statusCode, body: res.json() };
}

async function fetchImage(caller: Caller | undefined, url: string) {
  const headers: Record<string, string> = {};
  if (caller) Object.assign(headers, { authorization: `Bearer ${caller.token}`, role: caller.role });
  return t.app.inject({ method: 'GET', url, headers });
}

const imageCount = async () => (await t.db.selectFrom('uploaded_images').selectAll().execute()).length;

describe('POST /api/Upload/uploadNormal', () => {
  it('stores a PNG or GIF (by content) under images/ and answers path, url and 上传成功', async () => {
    const res = await upload(who.individual, PNG, 'id-front.png');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(EVIDENCE_MSG.uploadOk);
    expect(res.body.data.path).toMatch(/^images\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect(res.body.data.url).toMatch(/^\/api\/Upload\/image\/[0-9a-f]{32}\.png$/);
    // a GIF named .jpg is stored as what it is
    const gif = await upload(who.individual, GIF, 'x.jpg');
    expect(gif.body.data.path).toMatch(/\.gif$/);
    const got = await fetchImage(who.individual, res.body.data.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload).toEqual(PNG);
  });

  it('the image is readable by its uploader only: not anonymous, not another user', async () => {
    const res = await upload(who.companySub, PNG);
    const url = res.body.data.url as string;
    expect((await fetchImage(who.companySub, url)).statusCode).toBe(200);
    const anon = await fetchImage(undefined, url);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe(408);
    for (const other of [who.companyMain, who.otherCompany, who.individual]) {
      const r = await fetchImage(other, url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 404, msg: INGEST_MSG.imageNotFound });
    }
    expect((await fetchImage(who.individual, '/api/Upload/image/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('refuses a non-image by content (a PDF named .png), an oversize image, a wrong field and anonymous callers; stores nothing', async () => {
    const before = await imageCount();
    const pdf = await upload(who.individual, PDF, 'fake.png');
    expect(pdf.body).toMatchObject({ code: 400, msg: INGEST_MSG.imageType });
    const big = await upload(who.individual, Buffer.concat([PNG, Buffer.alloc(EVIDENCE_LIMITS.imageMaxBytes)]), 'big.png');
    expect(big.body).toMatchObject({ code: 400, msg: INGEST_MSG.imageTooLarge });
    const field = await upload(who.individual, PNG, 'a.png', 'image');
    expect(field.body).toMatchObject({ code: 400, msg: INGEST_MSG.imageRequired });
    const anon = await upload(undefined, PNG);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(408);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { authorization: `Bearer ${who.individual.token}`, role: '1' }, payload: { file: 'x' } });
    expect(notMultipart.json()).toMatchObject({ code: 400, msg: INGEST_MSG.imageRequired });
    expect(await imageCount()).toBe(before);
  });

  it('a body cut off in the middle says the upload was incomplete, not that it was too large', async () => {
    const before = await imageCount();
    const { payload, contentType } = multipart('file', 'a.png', PNG);
    const headers = { 'content-type': contentType, authorization: `Bearer ${who.individual.token}`, role: who.individual.role };
    // cut inside the image bytes, and inside the part's headers
    for (const end of [payload.length - 30, 40]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers, payload: payload.subarray(0, end) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: INGEST_MSG.imageIncomplete, data: null });
    }
    expect(await imageCount()).toBe(before);
  });
});
