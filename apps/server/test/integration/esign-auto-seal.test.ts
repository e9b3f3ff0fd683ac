import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { contractPdf, insertTemplate, points, saveSign } from '../helpers/esign-flows';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { newUser } from '../helpers/verification';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { auditSpec } from '../../src/services/esign/phone/audit-page';

/**
 * The sender's side of issue 24 item 6: the seal check of company signers (decision 826) and 本方自动盖章
 * (decision 827) — who may choose it, for which signer, what is recorded, and that the flow goes on without
 * that signer's ceremony (and completes when it was the only signer).
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => t?.close());

const check = (c: Caller | undefined, signers: Array<{ phone: string; companyName: string }>) =>
  call(t.app, 'POST', '/api/ElcSign/signerSeals', { ...(c ? { token: c.token, role: c.role } : {}), json: { signers }, ip: freshIp() });
const signerRows = (flowId: number) => t.db.selectFrom('esign_signers').selectAll().where('flow_id', '=', flowId).orderBy('position').execute();

/** A one-role template (甲方: a seal and a date) of the company, for a flow the company alone signs. */
async function soloTemplate(ownerUserId: number): Promise<number> {
  const pdf = await contractPdf(1);
  const blobKey = `esign/templates/solo-${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 16)}.pdf`;
  await blobStoreFromConfig(t.config).put(blobKey, Readable.from([pdf]));
  const fields = [
    { id: 'f1', role: '甲方', kind: 'seal', page: 1, xPct: 10, yPct: 70, wPct: 20, hPct: 12, label: '甲方盖章', required: true },
    { id: 'f2', role: '甲方', kind: 'date', page: 1, xPct: 10, yPct: 85, wPct: 20, hPct: 4, label: null, required: true },
  ];
  const now = Date.now();
  const row = await t.db
    .insertInto('esign_templates')
    .values({
      owner_user_id: ownerUserId, creator_user_id: ownerUserId, name: '单方确认函', category: 'other', file_name: '单方确认函.pdf', blob_key: blobKey, size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'), sm3: createHash('sm3').update(pdf).digest('hex'), page_count: 1,
      pages_json: JSON.stringify([{ width: 595.28, height: 841.89 }]), roles_json: JSON.stringify(['甲方']), fields_json: JSON.stringify(fields), created_at: now, updated_at: now, deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('signerSeals: does a company signer have a seal', () => {
  it('yes only for the exact phone + verified name of a company with a usable seal; one no for everything else', async () => {
    const r = await check(who.companyMain, [
      { phone: '13800000004', companyName: '第二示例贸易有限公司' },
      { phone: '13800000004', companyName: '第二示例贸易' },
      { phone: '13800000001', companyName: '第二示例贸易有限公司' },
      { phone: '13912345678', companyName: '不存在的公司' },
    ]);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.list.map((s: { hasSeal: boolean }) => s.hasSeal)).toEqual([true, false, false, false]);
    // the answer carries nothing but the bit and what was typed
    expect(Object.keys(r.body.data.list[0]).sort()).toEqual(['companyName', 'hasSeal', 'phone']);
    // the company deletes its seals: the same pair now answers no
    await t.db.updateTable('esign_seals').set({ deleted_at: Date.now() }).where('owner_user_id', '=', who.otherCompany.userId).execute();
    expect((await check(who.companyMain, [{ phone: '13800000004', companyName: '第二示例贸易有限公司' }])).body.data.list[0].hasSeal).toBe(false);
    await t.db.updateTable('esign_seals').set({ deleted_at: null }).where('owner_user_id', '=', who.otherCompany.userId).execute();
  });

  it('the main account gets its own company for 本方自动盖章; a sub-account, an individual do not; anonymous and unverified callers are refused', async () => {
    const main = (await check(who.companyMain, [])).body.data.ownCompany;
    expect(main).toMatchObject({ companyName: '示例科技有限公司', phone: '13800000002' });
    expect(main.authorName.length).toBeGreaterThan(1);
    expect(main.seals).toEqual([expect.objectContaining({ name: '合同专用章', sealTypeName: '合同专用章' })]);
    expect((await check(who.companySub, [])).body.data.ownCompany).toBeNull();
    expect((await check(who.individual, [])).body.data.ownCompany).toBeNull();
    expect((await check(undefined, [])).body.code).toBe(408);
    const fresh = await newUser(t.app, t.db, '13966662001');
    expect((await check({ token: fresh.token, role: '1', userId: fresh.userId, phone: fresh.phone }, [])).body).toMatchObject({ code: 400, msg: ESIGN_MSG.notVerified });
    expect((await check(who.companyMain, [{ phone: '12345', companyName: 'x' }])).body.code).toBe(400);
  });
});

describe('本方自动盖章', () => {
  let own: { companyName: string; phone: string; authorName: string; seals: Array<{ id: number }> };
  let templateId: number;
  beforeAll(async () => {
    own = (await check(who.companyMain, [])).body.data.ownCompany;
    templateId = await insertTemplate(t, who.companyMain.userId);
  });
  const ownSigner = (extra: Record<string, unknown> = {}) => ({ role: '甲方', name: own.authorName, phone: own.phone, kind: 'company', companyName: own.companyName, autoSealId: own.seals[0]!.id, ...extra });
  const person = { role: '乙方', name: '李四', phone: '13911113002', kind: 'person' };
  const flow = (signers: unknown[], extra: Record<string, unknown> = {}) => ({ title: '自动盖章合同', templateId, orderMode: 'sequential', expireDays: 7, remindEveryDays: 0, ridingSeal: false, signers, send: 1, ...extra });

  it('refused, with nothing sent: a sub-account, another company, a name or phone not the company\'s own, a seal not the company\'s', async () => {
    const subTemplate = templateId;
    expect((await saveSign(t, who.companySub, flow([ownSigner(), person], { templateId: subTemplate }))).body).toMatchObject({ code: 400, msg: ESIGN_FLOW_MSG.autoSealMainOnly });
    expect((await saveSign(t, who.companyMain, flow([ownSigner({ companyName: '别的公司' }), person]))).body).toMatchObject({ code: 400, msg: ESIGN_FLOW_MSG.autoSealNotOwn });
    expect((await saveSign(t, who.companyMain, flow([ownSigner({ name: '张三' }), person]))).body).toMatchObject({ code: 400, msg: ESIGN_FLOW_MSG.autoSealNotOwn });
    expect((await saveSign(t, who.companyMain, flow([ownSigner({ phone: '13911113009' }), person]))).body).toMatchObject({ code: 400, msg: ESIGN_FLOW_MSG.autoSealNotOwn });
    const theirs = await t.db.selectFrom('esign_seals').select('id').where('owner_user_id', '=', who.otherCompany.userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    expect((await saveSign(t, who.companyMain, flow([ownSigner({ autoSealId: Number(theirs.id) }), person]))).body).toMatchObject({ code: 400, msg: ESIGN_FLOW_MSG.autoSealSealMissing });
    // the person signer of the template has a signature field: it cannot be sealed automatically (nor is it a company)
    expect((await saveSign(t, who.companyMain, flow([ownSigner(), { ...person, kind: 'company', companyName: own.companyName, autoSealId: own.seals[0]!.id }]))).body.code).toBe(400);
    expect(await t.db.selectFrom('esign_flows').select('id').where('title', '=', '自动盖章合同').where('status', '!=', 'draft').execute()).toEqual([]);
  });

  it('the main account\'s choice seals its own signer at the send: recorded (who, when, seal id + SHA-256), no link to it, the next signer texted; revoking refunds', async () => {
    const before = await points(t, who.companyMain.userId);
    const r = await saveSign(t, who.companyMain, flow([ownSigner(), person]));
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'signing', texted: 1 });
    const [mine, theirs] = await signerRows(r.body.data.id);
    const seal = await t.db.selectFrom('esign_seals').selectAll().where('id', '=', own.seals[0]!.id).executeTakeFirstOrThrow();
    expect(mine).toMatchObject({ status: 'signed', identity_method: 'auto_seal', intent_method: 'auto_seal', token_hash: null, sent_at: null });
    expect(Number(mine!.auto_sealed_by)).toBe(who.companyMain.userId);
    expect(Number(mine!.seal_id)).toBe(own.seals[0]!.id);
    expect(theirs).toMatchObject({ status: 'unread' });
    const fields = await t.db.selectFrom('esign_fields').select(['kind', 'value']).where('signer_id', '=', mine!.id).execute();
    expect(fields).toEqual([{ kind: 'seal', value: String(own.seals[0]!.id) }]);
    const ev = await t.db.selectFrom('esign_events').select(['kind', 'detail_json']).where('signer_id', '=', mine!.id).execute();
    expect(ev.map((e) => e.kind)).toEqual(['auto_sealed']);
    expect(JSON.parse(ev[0]!.detail_json!)).toEqual({ by: who.companyMain.userId, sealId: own.seals[0]!.id, sealName: '合同专用章', sha256: seal.sha256 });
    const audit = await t.db.selectFrom('audit_log').select(['actor_id', 'detail']).where('action', '=', 'esign.flow.autoSeal').where('target_id', '=', String(r.body.data.id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ sealId: own.seals[0]!.id, sha256: seal.sha256 });
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', own.phone).where('text', 'like', '%h5elesign%').execute()).toEqual([]);
    // the timeline words it
    const detail = await call(t.app, 'GET', '/api/ElcSign/detailSign', { token: who.companyMain.token, role: '1', query: { sign_id: String(r.body.data.id) } });
    expect(detail.body.data.timeline.map((e: { label: string }) => e.label)).toContain('本方自动盖章（发起方选择）');
    // the sender's own seal is no counterparty's signature: revoking gives the points back
    const stop = await call(t.app, 'POST', '/api/ElcSign/stopSign', { token: who.companyMain.token, role: '1', form: { sign_id: String(r.body.data.id), reason: '测试撤销' }, ip: freshIp() });
    expect(stop.body.code, stop.body.msg).toBe(200);
    expect(await points(t, who.companyMain.userId)).toBe(before);
  });

  it('a flow the company alone signs completes by itself; the audit page says the seal was the sender\'s choice', async () => {
    const solo = await soloTemplate(who.companyMain.userId);
    const r = await saveSign(t, who.companyMain, flow([ownSigner()], { templateId: solo, title: '单方确认函' }));
    expect(r.body.code, r.body.msg).toBe(200);
    const done = await waitFor(async () => {
      const f = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      return f.status === 'completed' ? f : null;
    }, 30_000, 'completion');
    expect(done.result_evidence_id).not.toBeNull();
    const signers = await signerRows(r.body.data.id);
    const spec = auditSpec({ flow: done, sender: '示例科技有限公司', signers, idCards: new Map(), seals: new Map(), stampedSha256: 'x', stampedSm3: 'y', platformName: '平台' });
    const rows = spec.blocks.flatMap((b) => (b.kind === 'fields' ? b.rows : []));
    expect(rows.find((x) => x.label === '身份核验方式')!.value).toContain('本方自动盖章');
    expect(rows.find((x) => x.label === '盖章方式')!.value).toContain(`账号 ID ${who.companyMain.userId}`);
  });
});
