import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN, ESIGN_MSG, ESIGN_TEMPLATE_CATEGORIES, ESIGN_TEMPLATE_MSG, MSG } from '@evidence/shared/constants';
import { insertFlow } from '../../src/services/esign/flow-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { drawnPng } from '../helpers/seals';
import { pdfOfPages, postTemplate, twoRoleFields, VALID_TEMPLATE } from '../helpers/esign-templates';

/**
 * Contract templates (docs/esign.md "Contract templates"): every call × anonymous, individual, company
 * main account, its sub-account and another account; PDFs judged by content; the shared field rule;
 * copy; a delete that leaves a flow made from the template untouched.
 */
let t: TestApp;
let who: Tenants;
let twoPages: Buffer;
let companyTpl: number;
let individualTpl: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  twoPages = await pdfOfPages([[595.28, 841.89], [595.28, 841.89]]);
  companyTpl = (await postTemplate(t.app, who.companyMain, 'contractTempCreate', VALID_TEMPLATE, { bytes: twoPages })).body.data.id;
  individualTpl = (await postTemplate(t.app, who.individual, 'contractTempCreate', { ...VALID_TEMPLATE, name: '个人借款合同', category: 'loan' }, { bytes: twoPages })).body.data.id;
});
afterAll(async () => {
  await t.close();
});

const opts = (c: Caller | undefined) => ({ ...(c ? { token: c.token, role: c.role } : {}), ip: freshIp() });
const get = (c: Caller | undefined, path: string, query: Record<string, string> = {}) => call(t.app, 'GET', `/api/ElcSign/${path}`, { ...opts(c), query });
const post = (c: Caller | undefined, path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/ElcSign/${path}`, { ...opts(c), form });
async function fileOf(c: Caller | undefined, id: number) {
  const headers: Record<string, string> = c ? { authorization: `Bearer ${c.token}`, role: c.role } : {};
  return t.app.inject({ method: 'GET', url: `/api/ElcSign/contractTempFile?id=${id}`, headers, remoteAddress: freshIp() });
}
const rowsOf = (owner: number) => t.db.selectFrom('esign_templates').select(['id', 'name', 'fields_json', 'deleted_at', 'updated_at']).where('owner_user_id', '=', owner).orderBy('id').execute();
const audits = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('contract templates: who may call what', () => {
  it('anonymous: code 408 (HTTP 401) on every call, nothing stored', async () => {
    const before = await rowsOf(who.companyMain.userId);
    const answers = [
      await get(undefined, 'contractTempList'),
      await get(undefined, 'contractTempDetail', { id: String(companyTpl) }),
      await get(undefined, 'contractTempCatOption'),
      await postTemplate(t.app, undefined, 'contractTempCreate', VALID_TEMPLATE, { bytes: twoPages }),
      await postTemplate(t.app, undefined, 'contractTempEdit', { ...VALID_TEMPLATE, id: companyTpl, name: '改名' }),
      await post(undefined, 'contractTempCopy', { id: String(companyTpl) }),
      await post(undefined, 'contractTempDelete', { id: String(companyTpl) }),
    ];
    for (const a of answers) expect([a.status, a.body.code, a.body.msg]).toEqual([401, 408, MSG.sessionExpired]);
    const file = await fileOf(undefined, companyTpl);
    expect([file.statusCode, file.json().code]).toEqual([401, 408]);
    expect(await rowsOf(who.companyMain.userId)).toEqual(before);
  });

  it("the company's sub-account lists, views and fetches the company's templates but may not change them", async () => {
    const before = await rowsOf(who.companyMain.userId);
    const list = await get(who.companySub, 'contractTempList');
    expect(list.body.code).toBe(200);
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(companyTpl);
    expect(list.body.data.list.map((r: { id: number }) => r.id)).not.toContain(individualTpl);
    expect((await get(who.companySub, 'contractTempDetail', { id: String(companyTpl) })).body.data.name).toBe('房屋租赁合同');
    expect((await get(who.companySub, 'contractTempCatOption')).body.code).toBe(200);
    const file = await fileOf(who.companySub, companyTpl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(twoPages)).toBe(true);
    const refused = [
      await postTemplate(t.app, who.companySub, 'contractTempCreate', VALID_TEMPLATE, { bytes: twoPages }),
      await postTemplate(t.app, who.companySub, 'contractTempEdit', { ...VALID_TEMPLATE, id: companyTpl, name: '改名' }),
      await post(who.companySub, 'contractTempCopy', { id: String(companyTpl) }),
      await post(who.companySub, 'contractTempDelete', { id: String(companyTpl) }),
    ];
    for (const a of refused) expect([a.status, a.body.code, a.body.msg]).toEqual([400, 400, ESIGN_TEMPLATE_MSG.manageRefused]);
    expect(await rowsOf(who.companyMain.userId)).toEqual(before);
    // the member's own personal role owns nothing and sees nothing of the company
    expect((await get(who.subPersonal, 'contractTempList')).body.data).toEqual({ count: 0, list: [] });
  });

  it("another account's template answers exactly like a missing one, on every call", async () => {
    const before = await rowsOf(who.companyMain.userId);
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      const pairs: Array<[(id: number) => Promise<{ status: number; body: unknown }>, string]> = [
        [(id) => get(c, 'contractTempDetail', { id: String(id) }), 'detail'],
        [(id) => postTemplate(t.app, c, 'contractTempEdit', { ...VALID_TEMPLATE, id, name: '改名' }), 'edit'],
        [(id) => post(c, 'contractTempCopy', { id: String(id) }), 'copy'],
        [(id) => post(c, 'contractTempDelete', { id: String(id) }), 'delete'],
        [async (id) => ({ status: (await fileOf(c, id)).statusCode, body: (await fileOf(c, id)).json() }), 'file'],
      ];
      for (const [run, name] of pairs) {
        const theirs = await run(companyTpl);
        expect(theirs.body, `${name} ${c.phone}`).toEqual({ code: 400, msg: ESIGN_MSG.templateNotFound, data: null });
        expect(await run(987654321), name).toEqual(theirs);
      }
    }
    expect(await rowsOf(who.companyMain.userId)).toEqual(before);
  });

  it('ids by the shared rule: a malformed id is refused with a Chinese message', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '']) {
      const r = await get(who.companyMain, 'contractTempDetail', { id });
      expect(r.body.code, id).toBe(400);
      expect(r.body.msg, id).toBe(ESIGN_TEMPLATE_MSG.idInvalid);
    }
  });

  it('categories are the shared list', async () => {
    const r = await get(who.individual, 'contractTempCatOption');
    expect(r.body.data.list).toEqual(ESIGN_TEMPLATE_CATEGORIES.map((c) => ({ value: c.value, label: c.label })));
  });
});

describe('contract templates: the PDF is judged by its content', () => {
  const count = async () => (await rowsOf(who.individual.userId)).length;

  it('a PNG named .pdf, an encrypted PDF, a file over 20 MB and no file are refused, nothing stored', async () => {
    const { encryptedPdf } = await import('../helpers/esign-templates');
    const before = await count();
    const png = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE, { bytes: await drawnPng(), name: '合同.pdf' });
    expect(png.body).toMatchObject({ code: 400, msg: ESIGN_MSG.notPdf });
    const enc = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE, { bytes: await encryptedPdf() });
    expect(enc.body).toMatchObject({ code: 400, msg: ESIGN_MSG.pdfUnreadable });
    const big = Buffer.concat([twoPages, Buffer.alloc(ESIGN.maxPdfBytes + 1 - twoPages.length, 0x20)]);
    const tooBig = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE, { bytes: big });
    expect(tooBig.body).toMatchObject({ code: 400, msg: ESIGN_MSG.pdfTooLarge });
    const broken = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE, { bytes: Buffer.from('%PDF-1.7\nnot really a pdf') });
    expect(broken.body).toMatchObject({ code: 400, msg: ESIGN_MSG.pdfUnreadable });
    const none = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE);
    expect(none.body).toMatchObject({ code: 400, msg: ESIGN_TEMPLATE_MSG.fileRequired });
    expect(await count()).toBe(before);
  });

  it('a 3-page PDF of mixed sizes is accepted with each page’s crop box, SHA-256 and SM3', async () => {
    const { createHash } = await import('node:crypto');
    const bytes = await pdfOfPages([[595.28, 841.89], [841.89, 595.28], [612, 1008]], { page: 1, box: [10, 20, 400, 300] });
    const fields = [...twoRoleFields(), { id: 'f4', role: '乙方', kind: 'text', page: 3, xPct: 50, yPct: 90, wPct: 50, hPct: 10 }];
    const r = await postTemplate(t.app, who.individual, 'contractTempCreate', { ...VALID_TEMPLATE, name: '三页合同', fields }, { bytes, name: '三页.pdf' });
    expect(r.body.code).toBe(200);
    const d = (await get(who.individual, 'contractTempDetail', { id: String(r.body.data.id) })).body.data;
    // the second page's crop box (400 × 300), not its media box (841.89 × 595.28)
    expect(d.pages).toEqual([{ width: 595.28, height: 841.89 }, { width: 400, height: 300 }, { width: 612, height: 1008 }]);
    expect(d.pageCount).toBe(3);
    expect(d.fileName).toBe('三页.pdf');
    expect(d.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(d.sm3).toBe(createHash('sm3').update(bytes).digest('hex'));
    expect(d.fields).toHaveLength(4);
    expect(d.flowCount).toBe(0);
    const audit = (await audits('esign.template.create')).find((a) => a.target_id === String(r.body.data.id));
    expect(audit?.actor_id).toBe(who.individual.userId);
  });

  it('a rotated page is refused (fields are placed on the page as shown)', async () => {
    const { PDFDocument, degrees } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]).setRotation(degrees(90));
    const r = await postTemplate(t.app, who.individual, 'contractTempCreate', VALID_TEMPLATE, { bytes: Buffer.from(await doc.save()) });
    expect(r.body).toMatchObject({ code: 400, msg: ESIGN_TEMPLATE_MSG.pdfRotated });
  });
});

describe('contract templates: roles and fields are checked by the shared rule', () => {
  const f = twoRoleFields();
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['unknown role', { fields: [...f, { ...f[0]!, id: 'x', role: '丙方' }] }, ESIGN_TEMPLATE_MSG.fieldRoleUnknown],
    ['page past the end', { fields: [...f, { ...f[0]!, id: 'x', page: 3 }] }, ESIGN_TEMPLATE_MSG.fieldPageOutOfRange],
    ['page 0', { fields: [...f, { ...f[0]!, id: 'x', page: 0 }] }, ESIGN_TEMPLATE_MSG.fieldPageOutOfRange],
    ['x + w over 100', { fields: [...f, { ...f[0]!, id: 'x', xPct: 90, wPct: 20 }] }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['y + h over 100', { fields: [...f, { ...f[0]!, id: 'x', yPct: 95, hPct: 10 }] }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['negative x', { fields: [...f, { ...f[0]!, id: 'x', xPct: -1 }] }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['zero width', { fields: [...f, { ...f[0]!, id: 'x', wPct: 0 }] }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['too small', { fields: [...f, { ...f[0]!, id: 'x', hPct: 0.5 }] }, ESIGN_TEMPLATE_MSG.fieldTooSmall],
    ['unknown kind', { fields: [...f, { ...f[0]!, id: 'x', kind: 'stamp' }] }, ESIGN_TEMPLATE_MSG.fieldsInvalid],
    ['duplicate field id', { fields: [...f, { ...f[0]! }] }, ESIGN_TEMPLATE_MSG.fieldsInvalid],
    ['a role without a signature or seal', { fields: f.filter((x) => x.role !== '乙方') }, ESIGN_MSG.fieldsMissing],
    ['a role with only a date', { fields: [...f.filter((x) => x.role !== '乙方'), { ...f[1]!, id: 'y', role: '乙方' }] }, ESIGN_MSG.fieldsMissing],
    ['too many fields', { fields: Array.from({ length: ESIGN.maxFields + 1 }, (_, i) => ({ ...f[0]!, id: `m${i}` })) }, ESIGN_TEMPLATE_MSG.tooManyFields],
    ['fields not JSON', { fields: '[{' }, ESIGN_TEMPLATE_MSG.fieldsInvalid],
    ['no roles', { roles: [], fields: [] }, ESIGN_TEMPLATE_MSG.rolesRequired],
    ['duplicate roles', { roles: ['甲方', '甲方'] }, ESIGN_TEMPLATE_MSG.roleDuplicate],
    ['a role with special characters', { roles: ['甲方', '<乙方>'] }, ESIGN_TEMPLATE_MSG.roleInvalid],
    ['too many roles', { roles: Array.from({ length: ESIGN.maxRoles + 1 }, (_, i) => `方${i}`) }, ESIGN_TEMPLATE_MSG.tooManyRoles],
    ['no name', { name: '  ' }, ESIGN_TEMPLATE_MSG.nameRequired],
    ['a long name', { name: '合'.repeat(51) }, ESIGN_TEMPLATE_MSG.nameTooLong],
    ['unknown category', { category: 'weapons' }, ESIGN_TEMPLATE_MSG.categoryInvalid],
  ];
  it.each(cases)('%s is refused on create and on edit, nothing changes', async (_name, change, msg) => {
    const before = await rowsOf(who.companyMain.userId);
    const form = { ...VALID_TEMPLATE, ...change } as typeof VALID_TEMPLATE;
    const created = await postTemplate(t.app, who.companyMain, 'contractTempCreate', form, { bytes: twoPages });
    expect(created.body).toMatchObject({ code: 400, msg });
    const edited = await postTemplate(t.app, who.companyMain, 'contractTempEdit', { ...form, id: companyTpl });
    expect(edited.body).toMatchObject({ code: 400, msg });
    expect(await rowsOf(who.companyMain.userId)).toEqual(before);
  });
});

describe('contract templates: edit, copy, delete, list', () => {
  it('edit changes name, roles and fields; a new file with fewer pages refuses fields on the missing page', async () => {
    const fields = [...twoRoleFields(), { id: 'f9', role: '丙方', kind: 'signature', page: 2, xPct: 10, yPct: 10, wPct: 30, hPct: 10, label: '担保人签名' }];
    const ok = await postTemplate(t.app, who.companyMain, 'contractTempEdit', { id: companyTpl, name: '房屋租赁合同（担保）', category: 'lease', roles: ['甲方', '乙方', '丙方'], fields });
    expect(ok.body).toMatchObject({ code: 200, msg: ESIGN_TEMPLATE_MSG.saved, data: { id: companyTpl } });
    const d = (await get(who.companyMain, 'contractTempDetail', { id: String(companyTpl) })).body.data;
    expect(d.roles).toEqual(['甲方', '乙方', '丙方']);
    expect(d.fields.find((x: { id: string }) => x.id === 'f9')).toMatchObject({ role: '丙方', label: '担保人签名', page: 2, required: true });
    const onePage = await pdfOfPages([[595.28, 841.89]]);
    const refused = await postTemplate(t.app, who.companyMain, 'contractTempEdit', { id: companyTpl, name: 'x', category: 'lease', roles: ['甲方', '乙方', '丙方'], fields }, { bytes: onePage });
    expect(refused.body).toMatchObject({ code: 400, msg: ESIGN_TEMPLATE_MSG.fieldPageOutOfRange });
    expect((await get(who.companyMain, 'contractTempDetail', { id: String(companyTpl) })).body.data.sha256).toBe(d.sha256);
    // the same edit with the fields moved to page 1 takes the new file
    const moved = fields.map((x) => ({ ...x, page: 1 }));
    const swapped = await postTemplate(t.app, who.companyMain, 'contractTempEdit', { id: companyTpl, name: '房屋租赁合同（担保）', category: 'lease', roles: ['甲方', '乙方', '丙方'], fields: moved }, { bytes: onePage });
    expect(swapped.body.code).toBe(200);
    const after = (await get(who.companyMain, 'contractTempDetail', { id: String(companyTpl) })).body.data;
    expect([after.pageCount, after.pages]).toEqual([1, [{ width: 595.28, height: 841.89 }]]);
    expect(after.sha256).not.toBe(d.sha256);
    expect((await audits('esign.template.edit')).filter((a) => a.target_id === String(companyTpl))).toHaveLength(2);
  });

  it('copy makes "…（副本）" with the same file, roles and fields', async () => {
    const r = await post(who.companyMain, 'contractTempCopy', { id: String(companyTpl) });
    expect(r.body).toMatchObject({ code: 200, msg: ESIGN_TEMPLATE_MSG.copied });
    const src = (await get(who.companyMain, 'contractTempDetail', { id: String(companyTpl) })).body.data;
    const copy = (await get(who.companyMain, 'contractTempDetail', { id: String(r.body.data.id) })).body.data;
    expect(copy.name).toBe(`${src.name}${ESIGN_TEMPLATE_MSG.copySuffix}`);
    expect({ ...copy, id: 0, name: '', createdAt: 0, updatedAt: 0 }).toEqual({ ...src, id: 0, name: '', createdAt: 0, updatedAt: 0 });
    expect((await fileOf(who.companyMain, r.body.data.id)).rawPayload.equals((await fileOf(who.companyMain, companyTpl)).rawPayload)).toBe(true);
    expect((await audits('esign.template.copy')).some((a) => a.target_id === String(r.body.data.id))).toBe(true);
  });

  it('delete is soft and leaves a flow made from the template untouched', async () => {
    const made = (await postTemplate(t.app, who.companyMain, 'contractTempCreate', { ...VALID_TEMPLATE, name: '用于流程' }, { bytes: twoPages })).body.data.id as number;
    const tpl = await t.db.selectFrom('esign_templates').selectAll().where('id', '=', made).executeTakeFirstOrThrow();
    const fields = JSON.parse(tpl.fields_json) as ReturnType<typeof twoRoleFields>;
    const { flowId } = await t.db.transaction().execute((trx) =>
      insertFlow(trx, {
        ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId, title: tpl.name, templateId: made, orderMode: 'sequential', ridingSeal: false,
        expiresAt: Date.now() + 86_400_000, remindEveryDays: 0,
        source: { fileName: tpl.file_name, blobKey: tpl.blob_key, size: Number(tpl.size), sha256: tpl.sha256, sm3: tpl.sm3, pageCount: Number(tpl.page_count), pages: JSON.parse(tpl.pages_json) },
        signers: ['甲方', '乙方'].map((role, i) => ({ role, name: `签署人${i}`, phone: `1390000000${i}`, kind: 'person' as const, fields: fields.filter((x) => x.role === role).map((x) => ({ ...x, kind: x.kind as 'seal' })) })),
      }),
    );
    expect((await get(who.companyMain, 'contractTempDetail', { id: String(made) })).body.data.flowCount).toBe(1);
    const snapshot = async () => ({
      flow: await t.db.selectFrom('esign_flows').selectAll().where('id', '=', flowId).executeTakeFirstOrThrow(),
      signers: await t.db.selectFrom('esign_signers').selectAll().where('flow_id', '=', flowId).orderBy('id').execute(),
      fields: await t.db.selectFrom('esign_fields').selectAll().where('flow_id', '=', flowId).orderBy('id').execute(),
    });
    const before = await snapshot();
    expect(before.fields).toHaveLength(3);
    const del = await post(who.companyMain, 'contractTempDelete', { id: String(made) });
    expect(del.body).toMatchObject({ code: 200, msg: ESIGN_TEMPLATE_MSG.deleted });
    expect(await snapshot()).toEqual(before);
    // the template is gone for every call, its row stays (soft), the flow's file is still there
    expect((await get(who.companyMain, 'contractTempDetail', { id: String(made) })).body.msg).toBe(ESIGN_MSG.templateNotFound);
    expect((await post(who.companyMain, 'contractTempDelete', { id: String(made) })).body.msg).toBe(ESIGN_MSG.templateNotFound);
    expect((await get(who.companyMain, 'contractTempList')).body.data.list.map((r: { id: number }) => r.id)).not.toContain(made);
    expect((await t.db.selectFrom('esign_templates').select('deleted_at').where('id', '=', made).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
    const audit = (await audits('esign.template.delete')).find((a) => a.target_id === String(made));
    expect(JSON.parse(audit!.detail!)).toMatchObject({ flows: 1 });
  });

  it('list: 10 a page, newest first, keyword (literal % and _) and category', async () => {
    for (let i = 0; i < 11; i++) {
      const r = await postTemplate(t.app, who.otherCompany, 'contractTempCreate', { ...VALID_TEMPLATE, name: `劳动合同_${i}`, category: i % 2 ? 'labor' : 'service' }, { bytes: twoPages });
      expect(r.body.code).toBe(200);
    }
    const p1 = (await get(who.otherCompany, 'contractTempList', { page: '1' })).body.data;
    const p2 = (await get(who.otherCompany, 'contractTempList', { page: '2' })).body.data;
    expect([p1.count, p1.list.length, p2.list.length]).toEqual([11, 10, 1]);
    expect(p1.list[0].name).toBe('劳动合同_10');
    expect(p1.list[0]).toMatchObject({ roles: ['甲方', '乙方'], fieldCount: 3, pageCount: 2, category: 'service', categoryName: '服务合同' });
    expect((await get(who.otherCompany, 'contractTempList', { category: 'labor' })).body.data.count).toBe(5);
    expect((await get(who.otherCompany, 'contractTempList', { keyword: '合同_1' })).body.data.count).toBe(2);
    expect((await get(who.otherCompany, 'contractTempList', { keyword: '%' })).body.data.count).toBe(0);
    expect((await get(who.otherCompany, 'contractTempList', { keyword: '_' })).body.data.count).toBe(11);
  });
});
