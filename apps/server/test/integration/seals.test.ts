import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SEAL_LIMITS, SEAL_MSG } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { call, freshIp, registerAndLogin } from '../helpers/api';
import { createSeal, drawnPng, pngFacts } from '../helpers/seals';
import { blobPath } from '../helpers/evidence-download';

let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (c: Caller) => call(t.app, 'GET', '/api/seal/getList', { token: c.token, role: c.role, ip: freshIp() });
const post = async (c: Caller, url: string, form: Record<string, string>) => call(t.app, 'POST', url, { token: c.token, role: c.role, form, ip: freshIp() });
const image = async (url: string) => t.app.inject({ method: 'GET', url });
const audits = async (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
/** Where the generated PNGs are left to be looked at (SEAL_PNG_DIR, else a temp dir). */
const lookDir = process.env.SEAL_PNG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'seal-png-'));

describe('drawn signatures: POST /api/seal/create', () => {
  it('stores a drawn PNG normalised: transparent paper, trimmed to the ink; the first seal is the default', async () => {
    const res = await createSeal(t.app, who.individual, '我的签名', await drawnPng(900, 300, 'white'));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(SEAL_MSG.created);
    expect(res.body.data).toMatchObject({ name: '我的签名', kind: 'drawn', is_default: '1' });
    expect(res.body.data.pic_url).toMatch(/^\/api\/download\/seal-image\/.+/);
    const got = await image(res.body.data.pic_url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const facts = await pngFacts(got.rawPayload);
    expect(facts.format).toBe('png');
    expect(facts.hasAlpha).toBe(true);
    expect(facts.corners).toEqual([0, 0, 0, 0]);
    // trimmed: far narrower than the 900 × 300 canvas (the scribble spans 60 % of its width)
    expect(facts.width).toBeLessThan(600);
    expect(facts.width).toBe(res.body.data.width);
    expect(facts.opaque).toBeGreaterThan(500);
    const row = await t.db.selectFrom('seals').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(Number(row.owner_user_id)).toBe(who.individual.userId);
    expect(row.blob_key).toMatch(/^seals\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect((await audits('seal.create')).some((a) => a.target_id === String(res.body.data.id))).toBe(true);
  });

  it('a large drawing is fitted within the stored size; a second seal is not the default', async () => {
    const res = await createSeal(t.app, who.individual, 'Big 签名', await drawnPng(3000, 1500));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.is_default).toBe('0');
    expect(res.body.data.width).toBeLessThanOrEqual(SEAL_LIMITS.storedMaxWidth);
    expect(res.body.data.height).toBeLessThanOrEqual(SEAL_LIMITS.storedMaxHeight);
  });

  it('refuses by content: a JPEG, a GIF or text named .png, a truncated PNG, an empty drawing', async () => {
    const before = await t.db.selectFrom('seals').select('id').execute();
    const jpeg = await sharp(await drawnPng(200, 100, 'white')).jpeg().toBuffer();
    expect((await createSeal(t.app, who.individual, '签名', jpeg, 'sign.png')).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageType });
    const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
    expect((await createSeal(t.app, who.individual, '签名', gif, 'sign.png')).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageType });
    expect((await createSeal(t.app, who.individual, '签名', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'sign.png')).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageType });
    const png = await drawnPng();
    const truncated = png.subarray(0, 60);
    expect((await createSeal(t.app, who.individual, '签名', truncated)).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageType });
    const blank = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } }).png().toBuffer();
    expect((await createSeal(t.app, who.individual, '签名', blank)).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageBlank });
    expect((await createSeal(t.app, who.individual, '签名', undefined)).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageRequired });
    expect(await t.db.selectFrom('seals').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses oversize: more bytes than the limit, or more pixels a side', async () => {
    const noisy = await sharp(Buffer.alloc(1100 * 1100 * 3).map(() => Math.floor(Math.random() * 256)), { raw: { width: 1100, height: 1100, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noisy.length).toBeGreaterThan(SEAL_LIMITS.uploadMaxBytes);
    const big = await createSeal(t.app, who.individual, '签名', noisy);
    expect(big.body).toMatchObject({ code: 400, msg: SEAL_MSG.imageTooLarge });
    const wide = await sharp({ create: { width: SEAL_LIMITS.uploadMaxSide + 1, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    expect((await createSeal(t.app, who.individual, '签名', wide)).body).toMatchObject({ code: 400, msg: SEAL_MSG.imageTooWide });
  });

  it('checks the name: required, special characters, length', async () => {
    const png = await drawnPng();
    expect((await createSeal(t.app, who.individual, '  ', png)).body).toMatchObject({ code: 400, msg: SEAL_MSG.nameRequired });
    expect((await createSeal(t.app, who.individual, undefined, png)).body).toMatchObject({ code: 400, msg: SEAL_MSG.nameRequired });
    expect((await createSeal(t.app, who.individual, '签<名>', png)).body.code).toBe(400);
    expect((await createSeal(t.app, who.individual, "a'b", png)).body.msg).toContain('特殊字符');
    expect((await createSeal(t.app, who.individual, '签'.repeat(SEAL_LIMITS.nameMax + 1), png)).body).toMatchObject({ code: 400, msg: SEAL_MSG.nameTooLong });
    expect((await createSeal(t.app, who.individual, '签'.repeat(SEAL_LIMITS.nameMax), png)).body.code).toBe(200);
  });
});

describe('generated seals: GET /api/seal/preview, POST /api/seal/generate', () => {
  it('a company gets a round red seal of its verified name, with an alpha channel and transparent corners', async () => {
    const pre = await call(t.app, 'GET', '/api/seal/preview', { token: who.companyMain.token, role: '1', ip: freshIp() });
    expect(pre.body.code, pre.body.msg).toBe(200);
    expect(pre.body.data).toMatchObject({ kind: 'company', name: '示例科技有限公司' });
    expect(pre.body.data.image).toMatch(/^data:image\/png;base64,/);
    const res = await post(who.companyMain, '/api/seal/generate', {});
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(SEAL_MSG.generated);
    expect(res.body.data).toMatchObject({ kind: 'company', name: '示例科技有限公司', is_default: '1' });
    const got = await image(res.body.data.pic_url);
    fs.writeFileSync(path.join(lookDir, `company-${t.dialect}.png`), got.rawPayload);
    const facts = await pngFacts(got.rawPayload);
    expect(facts).toMatchObject({ format: 'png', hasAlpha: true, channels: 4, width: 600, height: 600 });
    expect(facts.corners).toEqual([0, 0, 0, 0]);
    // the centre is the star (opaque red); most of the image is transparent
    const { data } = await sharp(got.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const centre = (300 * 600 + 300) * 4;
    expect(data[centre + 3]).toBe(255);
    expect(data[centre]).toBeGreaterThan(180);
    expect(facts.red).toBeGreaterThan(20_000);
    expect(facts.opaque).toBeLessThan(600 * 600 * 0.5);
    // the preview is the same image
    expect(Buffer.from(pre.body.data.image.split(',')[1], 'base64').equals(got.rawPayload)).toBe(true);
  });

  it('a verified individual gets a square name stamp; a second generation of the same name is refused', async () => {
    const res = await post(who.individual, '/api/seal/generate', {});
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'person', name: '李明' });
    const got = await image(res.body.data.pic_url);
    fs.writeFileSync(path.join(lookDir, `person-${t.dialect}.png`), got.rawPayload);
    const facts = await pngFacts(got.rawPayload);
    expect(facts).toMatchObject({ format: 'png', hasAlpha: true, width: 400, height: 400 });
    expect(facts.corners).toEqual([0, 0, 0, 0]);
    expect(facts.red).toBeGreaterThan(20_000);
    const again = await post(who.individual, '/api/seal/generate', {});
    expect(again.body).toMatchObject({ code: 400, msg: SEAL_MSG.alreadyGenerated });
  });

  it('an unverified account is refused both preview and generation, and nothing is stored', async () => {
    const token = await registerAndLogin(t.app, t.db, '13900000071');
    const c: Caller = { token, role: '1', userId: 0, phone: '13900000071' };
    const pre = await call(t.app, 'GET', '/api/seal/preview', { token, role: '1', ip: freshIp() });
    expect(pre.body).toMatchObject({ code: 400, msg: SEAL_MSG.notVerified });
    const gen = await post(c, '/api/seal/generate', {});
    expect(gen.body).toMatchObject({ code: 400, msg: SEAL_MSG.notVerified });
    expect((await list(c)).body.data).toEqual({ list: [], count: 0 });
    // drawing is open to every account that manages seals
    expect((await createSeal(t.app, c, '手写', await drawnPng())).body.code).toBe(200);
  });
});

describe('list, set default, delete', () => {
  it('lists the default first, then newest first; set default moves the one default', async () => {
    const c = who.otherCompany;
    const a = await createSeal(t.app, c, '甲', await drawnPng());
    const b = await createSeal(t.app, c, '乙', await drawnPng());
    const d = await createSeal(t.app, c, '丙', await drawnPng());
    let l = (await list(c)).body.data;
    expect(l.list.map((s: { name: string }) => s.name)).toEqual(['甲', '丙', '乙']);
    expect(l.list.map((s: { is_default: string }) => s.is_default)).toEqual(['1', '0', '0']);
    const set = await post(c, '/api/seal/setDefault', { id: String(b.body.data.id) });
    expect(set.body).toMatchObject({ code: 200, msg: SEAL_MSG.setDefault, data: { id: b.body.data.id } });
    l = (await list(c)).body.data;
    expect(l.list.map((s: { name: string }) => s.name)).toEqual(['乙', '丙', '甲']);
    expect(l.list.filter((s: { is_default: string }) => s.is_default === '1')).toHaveLength(1);
    expect((await post(c, '/api/seal/setDefault', { id: String(b.body.data.id) })).body).toMatchObject({ code: 400, msg: SEAL_MSG.alreadyDefault });
    const audit = (await audits('seal.setDefault')).find((r) => r.target_id === String(b.body.data.id));
    expect(JSON.parse(audit!.detail!)).toEqual({ previous: [a.body.data.id] });
    // the database holds one default even if asked twice at once
    await Promise.all([post(c, '/api/seal/setDefault', { id: String(a.body.data.id) }), post(c, '/api/seal/setDefault', { id: String(d.body.data.id) })]);
    const defaults = await t.db.selectFrom('seals').select('id').where('owner_user_id', '=', c.userId).where('is_default', '=', 1).where('deleted_at', 'is', null).execute();
    expect(defaults).toHaveLength(1);
  });

  it('deletes a non-default seal softly (audited, row and image kept); the default cannot be deleted', async () => {
    const c = who.otherCompany;
    const l = (await list(c)).body.data.list as Array<{ id: number; is_default: string; pic_url: string }>;
    const def = l.find((s) => s.is_default === '1')!;
    const other = l.find((s) => s.is_default === '0')!;
    expect((await post(c, '/api/seal/del', { id: String(def.id) })).body).toMatchObject({ code: 400, msg: SEAL_MSG.deleteDefault });
    const del = await post(c, '/api/seal/del', { id: String(other.id) });
    expect(del.body).toMatchObject({ code: 200, msg: SEAL_MSG.deleted, data: { id: other.id } });
    const after = (await list(c)).body.data;
    expect(after.list.map((s: { id: number }) => s.id)).not.toContain(other.id);
    expect(after.count).toBe(l.length - 1);
    const row = await t.db.selectFrom('seals').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(Number(row.deleted_by_user_id)).toBe(c.userId);
    expect(fs.existsSync(blobPath(t, row.blob_key))).toBe(true);
    expect((await audits('seal.delete')).some((a) => a.target_id === String(other.id))).toBe(true);
    // gone for the owner: a second delete, set default and its old link answer like missing
    expect((await post(c, '/api/seal/del', { id: String(other.id) })).body).toMatchObject({ code: 400, msg: SEAL_MSG.notFound });
    expect((await post(c, '/api/seal/setDefault', { id: String(other.id) })).body).toMatchObject({ code: 400, msg: SEAL_MSG.notFound });
    expect((await image(other.pic_url)).statusCode).toBe(404);
  });

  it('refuses malformed ids in Chinese, never 500', async () => {
    for (const id of ['', 'abc', '-1', '0', '1.5', '99999999999999999999']) {
      const r = await post(who.individual, '/api/seal/del', { id });
      expect(r.status, id).toBe(400);
      expect(r.body.msg, id).toBe(SEAL_MSG.idInvalid);
    }
    const missing = await post(who.individual, '/api/seal/setDefault', { id: '987654' });
    expect(missing.body).toMatchObject({ code: 400, msg: SEAL_MSG.notFound });
    const json = await call(t.app, 'POST', '/api/seal/setDefault', { token: who.individual.token, role: '1', json: { id: 987654 }, ip: freshIp() });
    expect(json.body).toMatchObject({ code: 400, msg: SEAL_MSG.notFound });
  });

  it('odd requests answer in Chinese, never 500: no body, JSON to the upload, a form instead of multipart', async () => {
    const c = who.individual;
    const noBody = await t.app.inject({ method: 'POST', url: '/api/seal/del', headers: { authorization: `Bearer ${c.token}`, role: '1' } });
    expect(noBody.statusCode).toBe(400);
    // no body at all: the platform's generic refusal (the schema never sees an object)
    expect(noBody.json()).toMatchObject({ code: 400, msg: '请求参数不正确' });
    const arr = await call(t.app, 'POST', '/api/seal/setDefault', { token: c.token, role: '1', json: { id: [1, 2] }, ip: freshIp() });
    expect(arr.body).toMatchObject({ code: 400, msg: SEAL_MSG.idInvalid });
    const json = await call(t.app, 'POST', '/api/seal/create', { token: c.token, role: '1', json: { name: 'x', file: 'abc' }, ip: freshIp() });
    expect(json.body.code).toBe(400);
    expect(json.status).toBeLessThan(500);
    const form = await call(t.app, 'POST', '/api/seal/create', { token: c.token, role: '1', form: { name: 'x' }, ip: freshIp() });
    expect(form.body.code).toBe(400);
    expect(form.status).toBeLessThan(500);
    const wrongField = await createSeal(t.app, c, '签名', undefined);
    expect(wrongField.body).toMatchObject({ code: 400, msg: SEAL_MSG.imageRequired });
  });

  it('an account holds at most SEAL_LIMITS.perAccount live seals', async () => {
    const token = await registerAndLogin(t.app, t.db, '13900000072');
    const c: Caller = { token, role: '1', userId: 0, phone: '13900000072' };
    const png = await drawnPng(200, 80);
    for (let i = 0; i < SEAL_LIMITS.perAccount; i += 1) expect((await createSeal(t.app, c, `签名${i}`, png)).body.code).toBe(200);
    expect((await createSeal(t.app, c, '再一个', png)).body).toMatchObject({ code: 400, msg: SEAL_MSG.tooMany });
  });
});
