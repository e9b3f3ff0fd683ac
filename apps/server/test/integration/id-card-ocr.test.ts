import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_CARD_OCR_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { call } from '../helpers/api';
import { assertCjkFont, idCardFront, idNumber, plainImage } from '../helpers/id-card-image';

/**
 * POST /api/Peruser/checkIdCardInformation on the local OCR engine (one worker for the file) and
 * with OCR_PROVIDER=off. The log of the local server is kept at level trace and searched for the
 * card's fields.
 */
const CARD = { name: '张晓明', idNumber: idNumber('11010119900307803'), address: '北京市东城区景山前街4号院3号楼2单元501室', sex: '男' } as const;
const PATH = '/api/Peruser/checkIdCardInformation';

let t: TestApp;
let off: TestApp;
let who: Tenants;
const log: string[] = [];
let cardImage: Buffer;

beforeAll(async () => {
  assertCjkFont();
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void log.push(line) } });
  off = await createTestApp({ OCR_PROVIDER: 'off' });
  who = await tenants(t);
  cardImage = await idCardFront(CARD);
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

function multipart(bytes: Buffer) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(app: TestApp, caller: Caller, bytes: Buffer): Promise<{ path: string; url: string }> {
  const { payload, contentType } = multipart(bytes);
  const res = await app.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { 'content-type': contentType, authorization: `Bearer ${caller.token}`, role: caller.role }, payload });
  expect(res.json().code).toBe(200);
  return res.json().data;
}

const check = (app: TestApp, caller: Caller | undefined, form: Record<string, string>) => call(app.app, 'POST', PATH, { form, ...(caller ? { token: caller.token, role: caller.role } : {}) });

describe('POST /api/Peruser/checkIdCardInformation', () => {
  it("reads the caller's own front photo, named by path or by url", async () => {
    const stored = await upload(t, who.individual, cardImage);
    const expected = { code: 200, msg: '识别成功', data: { id_name: CARD.name, id_code: CARD.idNumber, id_address: CARD.address } };
    const started = performance.now();
    const byPath = await check(t, who.individual, { url: stored.path });
    console.info(`checkIdCardInformation answered in ${Math.round(performance.now() - started)} ms (worker start included)`);
    expect(byPath.body).toEqual(expected);
    expect((await check(t, who.individual, { url: stored.url })).body).toEqual(expected);
    // the route's case-insensitive prefix, as the page may write it
    expect((await check(t, who.individual, { url: stored.url.replace('/api/Upload/', '/api/upload/') })).body).toEqual(expected);
  });

  it("answers another user's image, malformed references and missing files exactly like a missing image", async () => {
    const stored = await upload(t, who.companySub, cardImage);
    const name = stored.url.split('/').pop() ?? '';
    const missing = await check(t, who.individual, { url: `images/202001/${'0'.repeat(32)}.png` });
    expect(missing).toEqual({ status: 400, body: { code: 400, msg: INGEST_MSG.imageNotFound, data: null } });
    const refs = [
      stored.path, // another user (the sub-account's upload, asked by an individual)
      stored.url,
      stored.path.replace(/images\/\d{6}/, 'images/199901'), // right name, wrong path
      `/api/Upload/image/${name.toUpperCase()}`,
      `http://127.0.0.1/api/Upload/image/${name}`,
      `../../${stored.path}`,
      '/etc/passwd',
      'images/../../etc/passwd',
      `${stored.path}?x=1`,
      'x'.repeat(5000),
    ];
    for (const url of refs) expect(await check(t, who.individual, { url }), url).toEqual(missing);
    // the sub-account's own personal role is the same user: its upload is its own
    expect((await check(t, who.subPersonal, { url: stored.path })).body.data).toMatchObject({ id_code: CARD.idNumber });
  });

  it('needs a login (code 408) and a url', async () => {
    const anonymous = await check(t, undefined, { url: 'images/202001/x.png' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(408);
    for (const form of [{}, { url: '' }, { url: '   ' }] as Array<Record<string, string>>) {
      expect((await check(t, who.individual, form)).body).toEqual({ code: 400, msg: ID_CARD_OCR_MSG.urlRequired, data: null });
    }
  });

  it('answers the manual-fill message when nothing can be read', async () => {
    const blank = await upload(t, who.individual, await plainImage('blank'));
    expect((await check(t, who.individual, { url: blank.path })).body).toEqual({ code: 400, msg: ID_CARD_OCR_MSG.failed, data: null });
  });

  it('never writes the name, number or address to the log', async () => {
    const lines = log.join('');
    expect(lines).toContain(PATH); // the request log is there, at level trace
    for (const secret of [CARD.name, CARD.idNumber, CARD.idNumber.slice(6, 14), CARD.address.slice(0, 6)]) expect(lines).not.toContain(secret);
  });

  it('with OCR_PROVIDER=off answers the manual-fill message at once; the footer names the local engine only when it runs', async () => {
    const offWho = await tenants(off);
    const stored = await upload(off, offWho.individual, cardImage);
    expect((await check(off, offWho.individual, { url: stored.path })).body).toEqual({ code: 400, msg: ID_CARD_OCR_MSG.off, data: null });
    expect((await call(t.app, 'GET', '/api/home/getSiteConfig')).body.data.localProviders).toContain('ocr');
    expect((await call(off.app, 'GET', '/api/home/getSiteConfig')).body.data.localProviders).not.toContain('ocr');
  });
});
