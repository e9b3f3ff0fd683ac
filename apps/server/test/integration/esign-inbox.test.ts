import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyStatus } from '@evidence/shared/constants';
import { MY_SIGNS_MSG } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { DEMO, blobsOf } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The signer's inbox (GET /api/ElcSign/mySigns and mySignsCount, decision 810): an account sees exactly the
 * flows whose signer is its verified phone of its own kind — never the sender's, another tenant's, an
 * unverified account's with the same phone, or a company's through its sub-account.
 */
let t: TestApp;
let who: Tenants;
let shared: { flowId: number; signerIds: number[] };
let subPhone: { flowId: number };
let wrongKind: { flowId: number };
let draftId: number;

const inbox = (c: Caller | undefined, query: Record<string, string> = {}) => call(t.app, 'GET', '/api/ElcSign/mySigns', { ...(c ? { token: c.token, role: c.role } : {}), query, ip: freshIp() });
const todoCount = async (c: Caller) => {
  const r = await call(t.app, 'GET', '/api/ElcSign/mySignsCount', { token: c.token, role: c.role, ip: freshIp() });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.todo as number;
};
const flowIds = async (c: Caller, tab: 'todo' | 'all') => {
  const r = await inbox(c, { tab });
  expect(r.body.code, r.body.msg).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answer rows
  return (r.body.data.list as any[]).map((x) => x.flowId as number);
};

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('phone', 'in', [DEMO.person.phone, DEMO.otherCompany.phone]).execute();
  await t.db.updateTable('users').set({ verify_status: VerifyStatus.unverified }).where('phone', '=', who.subPersonal.phone).execute();
  const blobs = blobsOf(t);
  const f = await sentFlow(t.db, blobs, {
    ownerUserId: who.companyMain.userId,
    orderMode: 'parallel',
    title: '收件箱合同',
    signers: [
      { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' },
      { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] },
    ],
  });
  shared = { flowId: f.flowId, signerIds: [...f.tokens.keys()] };
  subPhone = await sentFlow(t.db, blobs, { ownerUserId: who.companyMain.userId, title: '子账号手机号的合同', signers: [{ role: '甲方', name: '张三', phone: who.subPersonal.phone, kind: 'person' }] });
  // the individual's phone named as a company's signer: the individual is not that company
  wrongKind = await sentFlow(t.db, blobs, { ownerUserId: who.otherCompany.userId, title: '企业签署方', signers: [{ role: '甲方', name: '李明', phone: DEMO.person.phone, kind: 'company', companyName: '别的公司' }] });
  const draft = await sentFlow(t.db, blobs, { ownerUserId: who.companyMain.userId, title: '草稿', signers: [{ role: '甲方', name: '李明', phone: DEMO.person.phone, kind: 'person' }] });
  await t.db.updateTable('esign_flows').set({ status: 'draft', sent_at: null }).where('id', '=', draft.flowId).execute();
  draftId = draft.flowId;
}, 60_000);
afterAll(async () => t?.close());

describe('the signer inbox', () => {
  it('anonymous callers are sent to log in; a bad tab is refused in Chinese', async () => {
    expect((await inbox(undefined)).body.code).toBe(408);
    expect((await call(t.app, 'GET', '/api/ElcSign/mySignsCount', { ip: freshIp() })).body.code).toBe(408);
    const bad = await inbox(who.individual, { tab: 'mine' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toBe(MY_SIGNS_MSG.badTab);
  });

  it('a verified person sees the flow awaiting them with sender, status, deadline and 去签署', async () => {
    const r = await inbox(who.individual);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.count).toBe(1);
    const row = r.body.data.list[0];
    const flow = await t.db.selectFrom('esign_flows').select(['flow_no', 'expires_at']).where('id', '=', shared.flowId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ flowId: shared.flowId, flowNo: flow.flow_no, title: '收件箱合同', sender: '示例科技有限公司', role: '甲方', status: 'signing', statusName: '签署中', myStatus: 'unread', myStatusName: '未读', canSign: true, expiresAt: Number(flow.expires_at), signedAt: null });
    expect(await todoCount(who.individual)).toBe(1);
    // neither the draft nor the company signer at the same phone is theirs
    expect(await flowIds(who.individual, 'all')).toEqual([shared.flowId]);
    expect(await flowIds(who.individual, 'all')).not.toContain(draftId);
    expect(await flowIds(who.individual, 'all')).not.toContain(wrongKind.flowId);
  });

  it("another company's main account sees the flow it signs for; the sender and its sub-account see none", async () => {
    expect(await flowIds(who.otherCompany, 'todo')).toEqual([shared.flowId]);
    expect(await todoCount(who.otherCompany)).toBe(1);
    for (const c of [who.companyMain, who.companySub]) {
      expect(await flowIds(c, 'todo'), c.phone).toEqual([]);
      expect(await flowIds(c, 'all'), c.phone).toEqual([]);
      expect(await todoCount(c)).toBe(0);
    }
  });

  it('an unverified account with the signer phone sees nothing until it is verified; acting as a sub-account, never', async () => {
    expect(await flowIds(who.subPersonal, 'all')).toEqual([]);
    expect(await todoCount(who.subPersonal)).toBe(0);
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('id', '=', who.subPersonal.userId).execute();
    expect(await flowIds(who.subPersonal, 'todo')).toEqual([subPhone.flowId]);
    expect(await flowIds(who.companySub, 'all')).toEqual([]);
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.unverified }).where('id', '=', who.subPersonal.userId).execute();
  });

  it('a signed flow leaves 待我签署 and stays in 我参与的 with the signing time', async () => {
    const signedAt = Date.now();
    const mine = await t.db.selectFrom('esign_signers').select('id').where('flow_id', '=', shared.flowId).where('phone', '=', DEMO.person.phone).executeTakeFirstOrThrow();
    await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: signedAt, token_hash: null }).where('id', '=', mine.id).execute();
    expect(await flowIds(who.individual, 'todo')).toEqual([]);
    expect(await todoCount(who.individual)).toBe(0);
    const all = await inbox(who.individual, { tab: 'all' });
    expect(all.body.data.list[0]).toMatchObject({ flowId: shared.flowId, myStatus: 'signed', myStatusName: '已签', canSign: false, signedAt, status: 'signing' });
    // the other signer still has it to do
    expect(await todoCount(who.otherCompany)).toBe(1);
  });

  it('an expired or revoked flow is no longer to do', async () => {
    await t.db.updateTable('esign_flows').set({ expires_at: Date.now() - 1000 }).where('id', '=', shared.flowId).execute();
    expect(await todoCount(who.otherCompany)).toBe(0);
    const all = await inbox(who.otherCompany, { tab: 'all' });
    expect(all.body.data.list[0]).toMatchObject({ flowId: shared.flowId, status: 'expired', statusName: '已过期', canSign: false });
  });
});
