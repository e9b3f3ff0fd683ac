import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_CARD_OCR_MSG, ID_CARD_WARN_MSG } from '@evidence/shared/constants';
import { call } from '../helpers/api';
import { idNumber } from '../helpers/id-card-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { startTencentCloudStandIn, type TencentCloudStandIn } from '../support/standins';

/**
 * OCR_PROVIDER=tencent: the real adapter (tencentcloud-sdk-nodejs-common, TC3 signed, IDCardOCR
 * 2018-11-19) against the loopback stand-in, through POST /api/Peruser/checkIdCardInformation:
 * a front read fills the three fields; each warning fails the reading with its Chinese reason; a
 * refused signature, a slow service; the card's fields never reach the log.
 */
const CARD = { Name: '张晓明', IdNum: idNumber('11010119900307803'), Address: '北京市东城区景山前街4号院3号楼2单元501室', Sex: '男', Nation: '汉', Birth: '1990/3/7' };
const PATH = '/api/Peruser/checkIdCardInformation';

let tc: TencentCloudStandIn;
let t: TestApp;
let who: Tenants;
const log: string[] = [];

beforeAll(async () => {
  tc = await startTencentCloudStandIn();
  t = await createTestApp({ OCR_PROVIDER: 'tencent', ...tc.env, OCR_TIMEOUT_MS: '300', LOG_LEVEL: 'trace' }, { tencentTransport: tc.transport, logStream: { write: (line) => void log.push(line) } });
  who = await tenants(t);
});
afterAll(async () => {
  await t?.close();
  await tc?.close();
});

let shade = 10;
/** A colour photo of its own (each test's image differs, so the stand-in answers each by its bytes). */
async function photo(format: 'jpeg' | 'png' | 'gif' = 'jpeg', width = 1000): Promise<Buffer> {
  shade += 7;
  const image = sharp({ create: { width, height: Math.round(width * 0.63), channels: 3, background: { r: 200, g: 180 - (shade % 100), b: shade % 255 } } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.gif().toBuffer();
}

async function upload(caller: Caller, bytes: Buffer): Promise<string> {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const res = await t.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${caller.token}`, role: caller.role }, payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) });
  expect(res.json().code).toBe(200);
  return res.json().data.path as string;
}
const read = async (bytes: Buffer) => call(t.app, 'POST', PATH, { form: { url: await upload(who.individual, bytes) }, token: who.individual.token, role: who.individual.role });

describe('Tencent Cloud IDCardOCR through the stand-in', () => {
  it('a front read fills name, number and address; the image goes as base64 with the warning flags and no cropping', async () => {
    const bytes = await photo();
    tc.setOcr(CARD, bytes.toString('base64'));
    const r = await read(bytes);
    expect(r.body).toEqual({ code: 200, msg: '识别成功', data: { id_name: CARD.Name, id_code: CARD.IdNum, id_address: CARD.Address } });
    const sent = tc.calls.filter((c) => c.action === 'IDCardOCR').at(-1)!;
    expect(sent.refused).toBeNull();
    expect(sent.body).toMatchObject({ ImageBase64: bytes.toString('base64'), CardSide: 'FRONT' });
    expect(JSON.parse(String(sent.body!.Config))).toEqual({ CopyWarn: true, ReshootWarn: true, DetectPsWarn: true, TempIdWarn: true, InvalidDateWarn: true });
  });

  it('a GIF (which the service does not take) goes as a JPEG', async () => {
    tc.setOcr({ error: { Code: 'FailedOperation.OcrFailed', Message: '识别失败' } });
    expect((await read(await photo('gif'))).body.msg).toBe(ID_CARD_OCR_MSG.failed);
    const sent = tc.calls.filter((c) => c.action === 'IDCardOCR').at(-1)!;
    expect(Buffer.from(String(sent.body!.ImageBase64), 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  const warnings: [string, number[], string][] = [
    ['a copy', [-9102], ID_CARD_WARN_MSG['-9102']!],
    ['a black-and-white copy', [-9108], ID_CARD_WARN_MSG['-9108']!],
    ['a screen reshoot', [-9103], ID_CARD_WARN_MSG['-9103']!],
    ['PS traces', [-9106], ID_CARD_WARN_MSG['-9106']!],
    ['a temporary card', [-9104], ID_CARD_WARN_MSG['-9104']!],
    ['invalid or expired dates', [-9109], ID_CARD_WARN_MSG['-9109']!],
    ['a copy that was also reshot', [-9102, -9103], `${ID_CARD_WARN_MSG['-9102']}；${ID_CARD_WARN_MSG['-9103']}`],
    ['a code this platform does not know', [-9199], '身份证照片未通过真实性检查，请上传身份证原件照片'],
  ];
  for (const [what, codes, message] of warnings) {
    it(`${what}: the reading fails with「${message}」and fills nothing`, async () => {
      const bytes = await photo();
      tc.setOcr({ ...CARD, AdvancedInfo: JSON.stringify({ WarnInfos: codes }) }, bytes.toString('base64'));
      const r = await read(bytes);
      expect(r.body).toMatchObject({ code: 400, msg: message, data: null });
      const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'ocr.read.failed').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail!)).toEqual({ provider: 'tencent', detail: 'warning' });
    });
  }

  it('fields that do not pass the validators fail the reading', async () => {
    const bytes = await photo();
    tc.setOcr({ ...CARD, IdNum: '110101199003078030' }, bytes.toString('base64'));
    expect((await read(bytes)).body).toMatchObject({ code: 400, msg: ID_CARD_OCR_MSG.failed });
  });

  it('no card in the photo: the service\'s refusal in Chinese', async () => {
    const bytes = await photo();
    tc.setOcr({ error: { Code: 'FailedOperation.ImageNoIdCard', Message: '照片未检测到身份证' } }, bytes.toString('base64'));
    expect((await read(bytes)).body).toMatchObject({ code: 400, msg: ID_CARD_OCR_MSG.noCard });
  });

  it('the existing checks stay: a photo too small to show the card never reaches the service', async () => {
    const before = tc.calls.length;
    expect((await read(await photo('jpeg', 300))).body.msg).toBe(ID_CARD_OCR_MSG.failed);
    expect(tc.calls.length).toBe(before);
  });

  it('a slow service: 识别超时 (the timeout detail), the user may fill in by hand', async () => {
    const bytes = await photo();
    tc.setOcr(CARD, bytes.toString('base64'));
    tc.delay('IDCardOCR', 1500);
    try {
      expect((await read(bytes)).body).toMatchObject({ code: 400, msg: ID_CARD_OCR_MSG.timeout });
    } finally {
      tc.delay('IDCardOCR', 0);
    }
    const audit = await t.db.selectFrom('audit_log').select(['detail', 'actor_id']).where('action', '=', 'ocr.read.failed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({ provider: 'tencent', detail: 'timeout' });
    expect(Number(audit.actor_id)).toBe(who.individual.userId);
  });

  it('a wrong SecretKey: the stand-in refuses the signature, the user is told to fill in by hand', async () => {
    const wrong = await createTestApp({ OCR_PROVIDER: 'tencent', ...tc.env, TENCENTCLOUD_SECRET_KEY: 'e'.repeat(32), OCR_TIMEOUT_MS: '300' }, { tencentTransport: tc.transport });
    try {
      const caller = (await tenants(wrong)).individual;
      const bytes = await photo();
      const boundary = '----bwrong';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const up = await wrong.app.inject({ method: 'POST', url: '/api/Upload/uploadNormal', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${caller.token}`, role: caller.role }, payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) });
      const before = tc.calls.length;
      const r = await call(wrong.app, 'POST', PATH, { form: { url: up.json().data.path }, token: caller.token, role: caller.role });
      expect(r.body).toMatchObject({ code: 400, msg: ID_CARD_OCR_MSG.providerAuth });
      expect(tc.calls.slice(before)).toEqual([{ service: 'ocr', action: 'IDCardOCR', refused: 'AuthFailure.SignatureFailure', body: null }]);
    } finally {
      await wrong.close();
    }
  });

  it('nothing read from a card reaches the log or the audit rows', async () => {
    const audit = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    for (const v of [CARD.Name, CARD.IdNum, CARD.Address]) expect(audit).not.toContain(v);
    const text = log.join('\n');
    expect(text).toContain('Tencent Cloud OCR');
    for (const v of [CARD.Name, CARD.IdNum, CARD.Address]) expect(text).not.toContain(v);
  });
});
