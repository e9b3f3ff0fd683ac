import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { insertTemplate, saveSign, templateSigners } from '../helpers/esign-flows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Who may do what with a sign flow: every call × anonymous, an individual, the company's main account, its
 * sub-account, and another account. Another account's flow (and, for a sub-account, a flow it did not
 * create) answers exactly like a missing one and changes nothing.
 */
let t: TestApp;
let who: Tenants;
let mainDraft: number;
let mainSent: number;
let subDraft: number;
let signerOfMain: number;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const templateId = await insertTemplate(t, who.companyMain.userId);
  const mk = async (c: Caller, phones: [string, string], send: boolean, title: string) => {
    const r = await saveSign(t, c, { title, templateId, orderMode: 'parallel', signers: templateSigners(phones), ...(send ? { send: 1 } : {}) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id as number;
  };
  mainDraft = await mk(who.companyMain, ['13922220001', '13922220002'], false, '主账号草稿');
  mainSent = await mk(who.companyMain, ['13922220003', '13922220004'], true, '主账号签署中');
  subDraft = await mk(who.companySub, ['13922220005', '13922220006'], false, '子账号草稿');
  signerOfMain = Number((await t.db.selectFrom('esign_signers').select('id').where('flow_id', '=', mainSent).where('position', '=', 1).executeTakeFirstOrThrow()).id);
}, 60_000);
afterAll(async () => t?.close());

type Call = [method: 'GET' | 'POST', url: string, values: (id: number) => Record<string, string>];
const CALLS: Call[] = [
  ['GET', '/api/ElcSign/detailSign', (id) => ({ sign_id: String(id) })],
  ['POST', '/api/ElcSign/sendSignSms', (id) => ({ sign_id: String(id) })],
  ['POST', '/api/ElcSign/saveApplyUrl', (id) => ({ sign_id: String(id), signer_id: String(signerOfMain) })],
  ['POST', '/api/ElcSign/stopSign', (id) => ({ sign_id: String(id), reason: '测试' })],
  ['POST', '/api/ElcSign/delSign', (id) => ({ sign_id: String(id) })],
  ['GET', '/api/ElcSign/downSignFile', (id) => ({ sign_id: String(id), kind: 'original' })],
];

const send = (method: 'GET' | 'POST', url: string, values: Record<string, string>, c?: Caller) =>
  call(t.app, method, url, { ...(c ? { token: c.token, role: c.role } : {}), ...(method === 'GET' ? { query: values } : { form: values }), ip: freshIp() });

async function snapshot() {
  const flows = await t.db.selectFrom('esign_flows').selectAll().orderBy('id').execute();
  const signers = await t.db.selectFrom('esign_signers').select(['id', 'status', 'token_hash', 'token_expires_at']).orderBy('id').execute();
  const n = async (table: 'sms_outbox' | 'esign_events' | 'points_ledger' | 'orders') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { flows, signers, sms: await n('sms_outbox'), events: await n('esign_events'), points: await n('points_ledger'), orders: await n('orders') };
}

describe('sign flow calls', () => {
  it('anonymous callers are sent to log in (code 408) for every call, saveSign and listSign included', async () => {
    const before = await snapshot();
    for (const [m, url, v] of CALLS) {
      const r = await send(m, url, v(mainSent));
      expect(r.body.code, url).toBe(408);
    }
    expect((await send('GET', '/api/ElcSign/listSign', {})).body.code).toBe(408);
    expect((await saveSign(t, undefined, { title: 'x', orderMode: 'parallel', signers: [] })).body.code).toBe(408);
    expect(await snapshot()).toEqual(before);
  });

  it("another account's ids answer like missing ones and change nothing", async () => {
    const before = await snapshot();
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      for (const id of [mainDraft, mainSent, subDraft, 999_999]) {
        for (const [m, url, v] of CALLS) {
          const r = await send(m, url, v(id), c);
          expect(r.body.code, `${url} ${c.phone}`).toBe(400);
          expect(r.body.msg, `${url} ${c.phone}`).toBe(ESIGN_MSG.flowNotFound);
        }
        const edit = await saveSign(t, c, { sign_id: id, title: '改', orderMode: 'parallel', signers: [] }, undefined);
        expect(edit.body.msg).toBe(ESIGN_MSG.flowNotFound);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a sub-account sees the flows it created, not the main account's; the main account sees all of the company's", async () => {
    const before = await snapshot();
    for (const id of [mainDraft, mainSent]) {
      for (const [m, url, v] of CALLS) expect((await send(m, url, v(id), who.companySub)).body.msg, url).toBe(ESIGN_MSG.flowNotFound);
    }
    expect(await snapshot()).toEqual(before);
    const subList = await send('GET', '/api/ElcSign/listSign', {}, who.companySub);
    expect(subList.body.data.list.map((r: { id: number }) => r.id)).toEqual([subDraft]);
    const mainList = await send('GET', '/api/ElcSign/listSign', {}, who.companyMain);
    expect(mainList.body.data.list.map((r: { id: number }) => r.id).sort()).toEqual([mainDraft, mainSent, subDraft].sort());
    expect((await send('GET', '/api/ElcSign/listSign', {}, who.otherCompany)).body.data.count).toBe(0);
    expect((await send('GET', '/api/ElcSign/detailSign', { sign_id: String(subDraft) }, who.companyMain)).body.code).toBe(200);
    expect((await send('GET', '/api/ElcSign/detailSign', { sign_id: String(subDraft) }, who.companySub)).body.code).toBe(200);
  });

  it('a sub-account sends from the company template and the company pays, its membership on the order', async () => {
    const r = await saveSign(t, who.companySub, { sign_id: subDraft, title: '子账号草稿', templateId: (await t.db.selectFrom('esign_templates').select('id').executeTakeFirstOrThrow()).id, orderMode: 'parallel', signers: templateSigners(['13922220005', '13922220006']), send: 1 });
    expect(r.body.code, r.body.msg).toBe(200);
    const f = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', subDraft).executeTakeFirstOrThrow();
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', f.order_id!).executeTakeFirstOrThrow();
    expect(Number(order.account_user_id)).toBe(who.companyMain.userId);
    expect(Number(order.actor_user_id)).toBe(who.companySub.userId);
    expect(order.member_id).not.toBeNull();
  });

  it('ids are taken only by the shared rule', async () => {
    for (const bad of ['0', '-1', '1e1', '0x1', 'abc', '']) {
      const r = await send('GET', '/api/ElcSign/detailSign', { sign_id: bad }, who.companyMain);
      expect(r.body.code, bad).toBe(400);
    }
  });
});
