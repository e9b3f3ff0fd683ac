import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG, ESIGN_SEAL_LIMITS, ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { ESIGN_CONTRACT_SEAL_JOB } from '../../src/services/esign/seals/contract-seal-at-approval';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { pngFacts } from '../helpers/seals';
import { jpegBytes, oversizePng, opaqueAlphaPng, opaquePng, sealApi, transparentSealPng } from '../helpers/esign-seals';

/**
 * Company e-seals, creating them (issue 16 item 2): generated from the verified company name in both
 * kinds, or uploaded as a transparent PNG judged by content. A refusal stores nothing.
 */
let t: TestApp;
let who: Tenants;
let api: ReturnType<typeof sealApi>;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  api = sealApi(t.app);
  // the demo company got its 合同专用章 at its approval (decision 825); these tests generate their own. The
  // approval's job runs on its own: wait until it has ended, or its seal appears after the ones deleted here
  await waitFor(async () => {
    const open = await t.db.selectFrom('jobs').select('id').where('kind', '=', ESIGN_CONTRACT_SEAL_JOB).where('status', 'not in', ['succeeded', 'failed', 'cancelled']).execute();
    return open.length === 0;
  }, 30_000, 'the approval seal jobs');
  for (const s of (await api.list(who.companyMain)).body.data.list as Array<{ id: number }>) expect((await api.del(who.companyMain, s.id)).body.code).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const rows = () => t.db.selectFrom('esign_seals').select(['id']).where('owner_user_id', '=', who.companyMain.userId).where('deleted_at', 'is', null).execute();
const fetchImage = async (url: string) => (await api.image(undefined, url)).rawPayload;

describe('generated seals', () => {
  it('preview draws the round red seal of the verified name and stores nothing', async () => {
    const r = await api.preview(who.companyMain, 'contract');
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ company: '示例科技有限公司', seal_type: 'contract', width: 600, height: 600 });
    expect(r.body.data.image.startsWith('data:image/png;base64,')).toBe(true);
    expect(await rows()).toEqual([]);
    expect((await api.preview(who.companyMain, 'round')).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.typeRequired });
  });

  it('合同专用章 and 公章: both transparent, red, different drawings (the star), named by kind; one per kind', async () => {
    const contract = await api.generate(who.companyMain, 'contract');
    expect(contract.body, contract.body.msg).toMatchObject({ code: 200, msg: ESIGN_SEAL_MSG.created, data: { name: '合同专用章', seal_type: 'contract', source: 'generated', width: 600, height: 600 } });
    const official = await api.generate(who.companyMain, 'official', '总公司公章');
    expect(official.body.data).toMatchObject({ name: '总公司公章', seal_type: 'official', seal_type_name: '公章', source: 'generated' });
    const a = await fetchImage(contract.body.data.image_url);
    const b = await fetchImage(official.body.data.image_url);
    expect(createHash('sha256').update(a).digest('hex')).toBe(contract.body.data.sha256);
    expect(a.equals(b)).toBe(false);
    for (const png of [a, b]) {
      const f = await pngFacts(png);
      expect(f).toMatchObject({ format: 'png', hasAlpha: true, corners: [0, 0, 0, 0] });
      expect(f.red).toBeGreaterThan(5000);
    }
    // the star fills the centre of 公章 only
    expect((await centreAlpha(b)) > 200).toBe(true);
    expect(await centreAlpha(a)).toBe(0);
    const again = await api.generate(who.companyMain, 'contract', '另一枚');
    expect(again.body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.alreadyGenerated });
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'esign.seal.create').where('target_id', '=', String(contract.body.data.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ source: 'generated', sealType: 'contract', sha256: contract.body.data.sha256 });
  });

  it('the type of a generated seal stays as drawn; its name may change', async () => {
    const list = (await api.list(who.companyMain)).body.data.list as Array<{ id: number; seal_type: string }>;
    const contract = list.find((s) => s.seal_type === 'contract')!;
    expect((await api.save(who.companyMain, contract.id, '合同章', 'official')).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.generatedTypeFixed });
    expect((await api.save(who.companyMain, contract.id, '合同章', 'contract')).body).toMatchObject({ code: 200, data: { name: '合同章' } });
  });

  it('bad requests: no mode, an unknown kind, a bad name', async () => {
    const base = { token: who.companyMain.token, role: who.companyMain.role };
    const { call } = await import('../helpers/api');
    expect((await call(t.app, 'POST', '/api/ElcSign/sealCreate', { ...base, form: { seal_type: 'contract' } })).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.modeInvalid });
    expect((await api.generate(who.companyMain, 'seal')).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.typeRequired });
    expect((await api.generate(who.companyMain, 'official', 'x'.repeat(ESIGN_SEAL_LIMITS.nameMax + 1))).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.nameTooLong });
  });
});

async function centreAlpha(png: Buffer): Promise<number> {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4 + 3]!;
}

describe('uploaded seals, judged by content', () => {
  it('a real transparent PNG is accepted and kept pixel for pixel', async () => {
    const png = await transparentSealPng();
    const r = await api.upload(who.companyMain, png, { seal_type: 'official', name: '扫描公章' });
    expect(r.body, r.body.msg).toMatchObject({ code: 200, data: { name: '扫描公章', seal_type: 'official', source: 'uploaded', width: 400, height: 400 } });
    const stored = await fetchImage(r.body.data.image_url);
    const sharp = (await import('sharp')).default;
    const raw = async (b: Buffer) => (await sharp(b).ensureAlpha().raw().toBuffer()).toString('base64');
    expect(await raw(stored)).toBe(await raw(png));
  });

  it('refused, with nothing stored: a JPEG named .png, an opaque PNG, a PNG whose alpha is opaque, oversize, odd sizes, no file', async () => {
    const before = await rows();
    const cases: Array<[string, Buffer | undefined, string]> = [
      ['jpeg named .png', await jpegBytes(), ESIGN_MSG.notPng],
      ['text named .png', Buffer.from('not a picture at all, just text'), ESIGN_MSG.notPng],
      ['opaque png', await opaquePng(), ESIGN_SEAL_MSG.pngNoAlpha],
      ['opaque alpha', await opaqueAlphaPng(), ESIGN_SEAL_MSG.pngOpaque],
      ['oversize', await oversizePng(), ESIGN_SEAL_MSG.pngTooLarge],
      ['too small', await transparentSealPng(60), ESIGN_SEAL_MSG.pngSide],
      ['no file', undefined, ESIGN_SEAL_MSG.fileRequired],
    ];
    for (const [name, bytes, msg] of cases) {
      const r = await api.upload(who.companyMain, bytes);
      expect(r.body, name).toEqual({ code: 400, msg, data: null });
    }
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect((await api.upload(who.companyMain, blank)).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.pngBlank });
    const strip = await sharp(await transparentSealPng(400)).resize(400, 100, { fit: 'fill' }).png().toBuffer();
    expect((await api.upload(who.companyMain, strip)).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.pngAspect });
    expect((await api.upload(who.companyMain, await transparentSealPng(), { seal_type: 'official', name: '' })).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.nameRequired });
    expect((await api.upload(who.companyMain, await transparentSealPng(), { name: '无类型' })).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.typeRequired });
    expect(await rows()).toEqual(before);
  });

  it('a company holds at most the limit of live seals', async () => {
    const live = (await rows()).length;
    const now = Date.now();
    const filler = Array.from({ length: ESIGN_SEAL_LIMITS.perCompany - live }, (_, i) => ({
      owner_user_id: who.companyMain.userId,
      name: `填充${i}`,
      seal_type: 'official',
      source: 'uploaded',
      blob_key: `esign-seals/none/${i}.png`,
      size: 1,
      width: 100,
      height: 100,
      sha256: '0'.repeat(64),
      created_by_user_id: who.companyMain.userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    await t.db.insertInto('esign_seals').values(filler).execute();
    const r = await api.upload(who.companyMain, await transparentSealPng());
    expect(r.body).toEqual({ code: 400, msg: ESIGN_SEAL_MSG.tooMany, data: null });
    expect((await rows()).length).toBe(ESIGN_SEAL_LIMITS.perCompany);
    // no refusal of this file left bytes behind: the stored files are exactly the three seals made above and the
    // two demo companies' 合同专用章 made by the seed (one deleted in beforeAll: a deleted seal keeps its file)
    const dir = path.join(t.dataDir, 'blobs', 'esign-seals');
    const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((f) => f.name).every((n) => n.endsWith('.png'))).toBe(true);
    expect(files).toHaveLength(5);
  });
});
