import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createSeal, drawnPng } from '../helpers/seals';
import { notarySign } from '../helpers/notary/sign-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 1 (decision 601): the notary corrects the 询问笔录 after the applicant asked for the SMS code
 * of the second signing. The code is void: a sign with it is refused and the order is not signed, so no
 * seal lands under 以上笔录已阅，与所述相符 on a text the applicant never saw. The text names the order and
 * the documents the code confirms.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => t?.close());

const office = (path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { token: staff.notary, form, ip: freshIp() });
const as = () => ({ token: who.individual.token, role: who.individual.role });

describe('a corrected interview record', () => {
  it('voids the SMS code asked for the older text: the sign is refused and the order stays unsigned', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    expect((await office('accept', { orderId: String(id) })).body.code).toBe(200);
    expect((await office('interview', { orderId: String(id), items: JSON.stringify([{ q: '您申请保全的是什么？', a: '聊天记录。' }]) })).body.code).toBe(200);
    const seal = await createSeal(t.app, who.individual, '确认章', await drawnPng());
    const sent = await call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(), form: { orderId: String(id) }, ip: freshIp() });
    expect(sent.body.code, sent.body.msg).toBe(200);
    const order = await t.db.selectFrom('notary_orders').select(['order_no', 'sign_count']).where('id', '=', id).executeTakeFirstOrThrow();
    const text = (await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', who.individual.phone).orderBy('id', 'desc').executeTakeFirstOrThrow()).text;
    expect(text).toContain(`公证订单${order.order_no}`);
    expect(text).toContain('询问笔录并签署受理通知书回执');
    const code = await lastSmsCode(t.db, who.individual.phone);
    // the notary corrects the record after the code went out
    expect((await office('interview', { orderId: String(id), items: JSON.stringify([{ q: '您申请保全的是什么？', a: '转账记录。' }]) })).body.code).toBe(200);
    const codeRow = await t.db.selectFrom('sms_codes').select('consumed_at').where('token', '=', sent.body.data.smsToken).executeTakeFirstOrThrow();
    expect(codeRow.consumed_at).not.toBeNull();
    const signed = await notarySign(t, who.individual, { orderId: String(id), imageId: String(seal.body.data.id), verifyCode: code, smsToken: sent.body.data.smsToken });
    expect(signed.body.msg).toBe(MSG.smsExpired);
    const after = await t.db.selectFrom('notary_orders').select(['office_stage', 'sign_count']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ office_stage: 'interview', sign_count: order.sign_count });
  }, 60_000);

  it('the first signing’s text names the order and its documents (as fixed words of the carrier template, decision 894)', async () => {
    const { signSmsTemplate } = await import('../../src/services/notary/sign/sms-wording');
    const { FIRST_SIGNING } = await import('../../src/services/notary/sign/signing-round');
    const { renderLocalText } = await import('../../src/providers/sms/sms-templates');
    const t = signSmsTemplate('GZ001', FIRST_SIGNING);
    expect(renderLocalText('数据存证平台', { template: t.key, params: { ...t.params, code: '123456' } })).toBe('【数据存证平台】您正在签署公证订单GZ001的申请文书，验证码为123456，10分钟内有效。如非本人操作，请忽略本短信。');
  });
});
