import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { CERT_MSG, EVIDENCE_MSG, PACKAGE_FILES } from '@evidence/shared/constants';
import type { TCertificateView, TMpsInfo } from '@evidence/shared/contracts';
import { loadDownloadSecret, signDownload } from '../../src/services/downloads/signed-url';
import { certificateViewToken } from '../../src/services/certificate/view-token';
import { maskIdCard, maskName, maskPhone } from '../../src/services/privacy/mask';
import { FONT_CANDIDATES, loadCjkFace } from '../../src/services/certificate/cjk-font';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { readZip } from '../helpers/evidence-download';
import { downloadUrl } from '../../src/services/downloads/download-urls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { storeRecord } from '../helpers/certificate/records';
import { sealedEnforceInfo } from '../../src/services/devices/enforce-info';

let t: TestApp;
let who: Tenants;
/** a company record created by the sub-account; one by the main account; an individual's */
let bySub: Evidence;
let byMain: Evidence;
let personal: Evidence;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const company = who.companyMain.userId;
  bySub = await storeRecord(t, { ownerUserId: company, creatorUserId: who.companySub.userId }, '子账号上传的证据', { label: '内部标签' });
  byMain = await storeRecord(t, { ownerUserId: company, creatorUserId: company }, '主账号上传的证据');
  personal = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'individual evidence', { fileName: 'photo.png', title: 'photo.png', fileType: 2, mime: 'image/png' });
});
afterAll(async () => t?.close());

const tokenOf = (no: string) => certificateViewToken(loadDownloadSecret(t.dataDir, undefined), no);
/** getView as a caller; with the record's view token (as from its QR code or share link) unless `extra.viewToken` is null */
const view = (baoquan: string, c?: Caller, extra: Record<string, string | null> = {}) => {
  const viewToken = extra.viewToken === undefined ? tokenOf(baoquan) : extra.viewToken;
  const query: Record<string, string> = { baoquan, ...(viewToken === null ? {} : { viewToken }) };
  return call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query, ip: freshIp(), ...(c ? { token: c.token, role: c.role } : {}) });
};

describe('GET /api/share/getView: who sees what', () => {
  it('shows the owner everything, unmasked, with isSelf 1 and the ledger facts', async () => {
    const r = await view(bySub.evidence_no, who.companyMain);
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({
      dataId: bySub.id, baoquan: bySub.evidence_no, fileName: '合同 第1版.txt', fileTypeName: '文档', holder: '示例科技有限公司', holderMasked: false,
      filehash: bySub.sha256, sm3: bySub.sm3, isSelf: 1, isDownload: 1, fileStatus: '已上传', isApp: 0, isEnforce: 0, chainhash: '',
      viewToken: certificateViewToken(loadDownloadSecret(t.dataDir, undefined), bySub.evidence_no),
    });
    expect(d.previewUrl).toMatch(/^\/api\/download\/preview\//);
    expect(d.certificateUrl).toMatch(/^\/api\/download\/certificate\//);
    // no PUBLIC_URL configured: the QR code points at the address the server listens on (decision 702), never the Host
    expect(d.mobileUrl).toBe(`http://localhost:3000/mobile/preview/${d.viewToken}/1/${bySub.evidence_no}`);
    // the ledger: the leaf, a signed checkpoint covering it, and honestly no chain
    expect(d.ledger.leafIndex).toBe(Number(bySub.leaf_index));
    expect(d.ledger.leafHash).toBe(bySub.leaf_hash);
    expect(d.ledger.checkpoint!.treeSize).toBeGreaterThan(Number(bySub.leaf_index));
    expect(d.ledger.checkpoint!.note).toContain(`\n${d.ledger.checkpoint!.treeSize}\n`);
    expect(d.ledger.inclusionProof).toBe(true);
    expect(d.ledger.anchors).toEqual([]);
    expect(d.ledger.statement).toBe(CERT_MSG.onlyCheckpoint);
  });

  it('gives the sub-account its own uploads (isSelf 1) but not the main account\'s', async () => {
    expect((await view(bySub.evidence_no, who.companySub)).body.data).toMatchObject({ isSelf: 1, holderMasked: false });
    expect((await view(byMain.evidence_no, who.companySub)).body.data).toMatchObject({ isSelf: 0, holderMasked: true, holder: '示**司', previewUrl: null });
  });

  it.each([
    ['another company', 'otherCompany'],
    ['the same person in the personal role', 'subPersonal'],
    ['an individual', 'individual'],
    ['an anonymous visitor', null],
  ] as const)('shows %s the masked certificate, no isSelf, no preview, nothing private', async (_n, key) => {
    const r = await view(bySub.evidence_no, key ? who[key] : undefined);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ dataId: null, isSelf: 0, holderMasked: true, holder: '示**司', previewUrl: null, filehash: bySub.sha256 });
    const text = JSON.stringify(r.body.data);
    for (const secret of ['内部标签', bySub.owner_salt, bySub.blob_key!, '13800000002', '13800000003', '王芳', '示例科技有限公司']) expect(text).not.toContain(secret);
  });

  it('logs views by others in the custody log, once an hour per address and account, never the owner\'s', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'viewed');
    const get = (ip: string, c?: Caller) => call(t.app, 'GET', '/api/share/getView', { query: { baoquan: row.evidence_no, viewToken: tokenOf(row.evidence_no) }, ip, ...(c ? { token: c.token, role: c.role } : {}) });
    await get('10.8.0.1');
    await get('10.8.0.1');
    await get('10.8.0.2');
    await get('10.8.0.1', who.otherCompany);
    await get('10.8.0.1', who.individual);
    await get('10.8.0.3', who.individual);
    const rows = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', row.id).where('action', '=', 'viewed').orderBy('id').execute();
    expect(rows.map((r) => [r.actor_type, r.actor_id, r.ip])).toEqual([
      ['visitor', null, '10.8.0.1'],
      ['visitor', null, '10.8.0.2'],
      ['user', who.otherCompany.userId, '10.8.0.1'],
    ]);
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ via: 'link' });
  });

  it('masks an individual holder for others and shows the name to its owner', async () => {
    expect((await view(personal.evidence_no, who.individual)).body.data).toMatchObject({ holder: '李明', isSelf: 1, fileTypeName: '图片' });
    expect((await view(personal.evidence_no)).body.data).toMatchObject({ holder: '李*', isSelf: 0 });
  });

  it('gives an unverified owner the unmasked view but not isSelf', async () => {
    await t.db.updateTable('users').set({ verify_status: 1 }).where('id', '=', who.individual.userId).execute();
    try {
      expect((await view(personal.evidence_no, who.individual)).body.data).toMatchObject({ holder: '李明', holderMasked: false, isSelf: 0, previewUrl: null });
    } finally {
      await t.db.updateTable('users').set({ verify_status: 3 }).where('id', '=', who.individual.userId).execute();
    }
  });

  it('opens for the owner without a token; for everyone else only with the record\'s view token', async () => {
    expect((await view(bySub.evidence_no, who.companyMain, { viewToken: null })).body.data).toMatchObject({ isSelf: 1, holderMasked: false });
    const refusal = { code: 400, msg: CERT_MSG.needViewToken, data: null };
    for (const c of [undefined, who.otherCompany, who.subPersonal, who.companySub]) {
      const r = await view(c === who.companySub ? byMain.evidence_no : bySub.evidence_no, c, { viewToken: null });
      expect(r.body).toEqual(refusal);
    }
    // a number that does not exist answers the same: a bare number tells nothing
    expect((await view('209901010000000000', undefined, { viewToken: null })).body).toEqual(refusal);
    expect((await call(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: bySub.evidence_no }, ip: freshIp() })).body).toEqual(refusal);
  });

  it('answers a deleted record exactly like a number that never existed', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'to delete');
    await t.db.updateTable('evidence').set({ deleted_at: Date.now(), deleted_by: who.individual.userId }).where('id', '=', row.id).execute();
    const deleted = await view(row.evidence_no, who.individual);
    const unknown = await view('209901010000000000', who.individual);
    expect(deleted.body).toEqual({ code: 400, msg: EVIDENCE_MSG.notFound, data: null });
    expect(unknown.body).toEqual(deleted.body);
    expect(deleted.status).toBe(unknown.status);
  });

  it('gives isDownload 2 while uploading and 0 when missing (000 §5)', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'states');
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', row.id).execute();
    expect((await view(row.evidence_no, who.individual)).body.data).toMatchObject({ isDownload: 2, fileStatus: '上传中', previewUrl: null });
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', row.id).execute();
    expect((await view(row.evidence_no, who.individual)).body.data).toMatchObject({ isDownload: 0, fileStatus: '证据缺失', previewUrl: null });
  });

  it('refuses malformed numbers and a wrong mobile view token; accepts the right one', async () => {
    for (const bad of ['', '123', 'abcdefghijklmnopqr', '2026112200000000001', "1' or '1'='1"]) {
      expect((await view(bad)).body).toMatchObject({ code: 400, msg: CERT_MSG.badNumber });
    }
    expect((await call(t.app, 'GET', '/api/share/getView', { ip: freshIp() })).body).toMatchObject({ code: 400 });
    const token = tokenOf(bySub.evidence_no);
    expect((await view(bySub.evidence_no, undefined, { viewToken: token })).body.code).toBe(200);
    // a token of another number, or a changed one, is refused
    expect((await view(byMain.evidence_no, undefined, { viewToken: token })).body).toMatchObject({ code: 400, msg: CERT_MSG.badViewToken });
    expect((await view(bySub.evidence_no, undefined, { viewToken: `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A` })).body.msg).toBe(CERT_MSG.badViewToken);
  });

  it('shows device information of app evidence', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'from the app', {
      deviceInfo: { appType: 'Android', configName: '华为', configModelName: 'P60', configVersion: '13', configProcessor: 'Kirin 9000S', configCore: '8' },
    });
    expect((await view(row.evidence_no)).body.data).toMatchObject({ isApp: 1, appType: 'Android', configName: '华为', configModelName: 'P60', configVersion: '13', configProcessor: 'Kirin 9000S', configCore: '8' });
  });
});

describe('GET /api/share/getMpsInfo', () => {
  const info = { userName: '张警官', mobile: '13912345678', idCard: '110101199003074258', deviceId: 'DSJ-001', startAt: '2026-11-22 10:00:00', endAt: '2026-11-22 10:30:00', uploadTime: '2026-11-22 11:00:00', chainTime: '2026-11-22 11:00:05', address: '北京市东城区' };

  it('gives the owner the enforcement info and everyone else a masked copy', async () => {
    const row = await storeRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId }, 'recorder video', { enforceInfo: sealedEnforceInfo(t.config, info), fileType: 4, mime: 'video/mp4' });
    expect((await view(row.evidence_no)).body.data.isEnforce).toBe(1);
    const owner = await call<TMpsInfo>(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: row.evidence_no }, token: who.companyMain.token, role: '1', ip: freshIp() });
    expect(owner.body).toMatchObject({ code: 200, data: info });
    const visitor = await call<TMpsInfo>(t.app, 'POST', '/api/share/getMpsInfo', { form: { baoquan: row.evidence_no, viewToken: tokenOf(row.evidence_no) }, ip: freshIp() });
    expect(visitor.body.data).toEqual({ ...info, userName: maskName('张警官'), mobile: '139****5678', idCard: '110***********4258' });
    expect(visitor.body.data.userName).toBe('张**官');
    const other = await call<TMpsInfo>(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: row.evidence_no, viewToken: tokenOf(row.evidence_no) }, token: who.otherCompany.token, role: '1', ip: freshIp() });
    expect(other.body.data.idCard).toBe(maskIdCard(info.idCard));
    expect(other.body.data.mobile).toBe(maskPhone(info.mobile));
  });

  it('refuses a record without enforcement info, unknown numbers and bad input', async () => {
    expect((await call(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: bySub.evidence_no, viewToken: tokenOf(bySub.evidence_no) }, ip: freshIp() })).body).toMatchObject({ code: 400, msg: CERT_MSG.noEnforceInfo });
    expect((await call(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: '209901010000000000', viewToken: tokenOf('209901010000000000') }, ip: freshIp() })).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
    expect((await call(t.app, 'GET', '/api/share/getMpsInfo', { query: { baoquan: 'x' }, ip: freshIp() })).body).toMatchObject({ code: 400, msg: CERT_MSG.badNumber });
  });
});

describe('GET /api/download/certificate/:token (the PDF certificate)', () => {
  const pdfText = (bytes: Buffer) => {
    const file = path.join(t.dataDir, `cert-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };
  // issue 23 item 5c: the CJK font embedded as its real type (CIDFontType0C), so poppler prints no warning
  const popplerStderr = (bytes: Buffer) => {
    const file = path.join(t.dataDir, `cert-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, bytes);
    return ['pdffonts', 'pdftotext'].map((tool) => spawnSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' }).stderr).join('');
  };

  const pdfsig = (bytes: Buffer) => {
    const file = path.join(t.dataDir, `cert-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, bytes);
    return spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
  };

  it('is two A4 pages of Chinese text (the facts, then 技术附录), signed by the platform, and logs the download', async () => {
    const d = (await view(bySub.evidence_no)).body.data;
    const res = await t.app.inject({ method: 'GET', url: d.certificateUrl, remoteAddress: '10.7.7.7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''%E5%AD%98%E8%AF%81%E8%AF%81%E4%B9%A6_${bySub.evidence_no}.pdf`);
    if (process.env.CERT_PDF_OUT) fs.writeFileSync(process.env.CERT_PDF_OUT, res.rawPayload);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const [w, h] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    expect(popplerStderr(res.rawPayload)).toBe('');
    const text = pdfText(res.rawPayload).replace(/\s+/g, '');
    for (const s of ['电子数据存证证书', bySub.evidence_no, bySub.sha256, bySub.sm3, '示**司', '合同第1版.txt', String(bySub.leaf_index), '仅由公证处账本的签名检查点担保', '扫码查看证书', '技术附录']) {
      expect(text).toContain(s.replace(/\s+/g, ''));
    }
    // the operator issues it; the reader is sent to the public /verify page (issue 24 items 2, 3)
    expect(text).toContain(`签发机构${t.config.operator.name}`.replace(/\s+/g, ''));
    expect(text).toContain('http://localhost:3000/verify');
    expect(text).toContain('区块链或时间戳锚定未配置');
    expect(text).not.toContain('示例科技有限公司');
    // no developer language (issue 24 item 2)
    const raw = pdfText(res.rawPayload);
    for (const bad of ['npm', 'docs/', 'RFC', '源代码', '--proxy', 'googleapis', '不在本版本范围内']) expect(raw).not.toContain(bad);
    expect(raw).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // the operator's e-seal image on page 1 beside the QR code: two images there, the seal with its transparency (issue 24 item 3)
    const listFile = path.join(t.dataDir, `cert-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(listFile, res.rawPayload);
    const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', listFile], { encoding: 'utf8' }).split('\n').slice(2).filter((l) => l.trim());
    const types = images.map((l) => l.trim().split(/\s+/)[2]);
    expect(types.filter((x) => x === 'image')).toHaveLength(2);
    expect(types).toContain('smask');
    // the platform's PAdES signature over the whole file (decision 821)
    const sig = pdfsig(res.rawPayload);
    expect(sig).toContain('Signature Validation: Signature is Valid.');
    expect(sig).toContain('Total document signed');
    expect(sig).toContain('ETSI.CAdES.detached');
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', bySub.id).where('action', '=', 'download_certificate').orderBy('id').execute();
    expect(custody[0]).toMatchObject({ actor_type: 'visitor', actor_id: null, ip: '10.7.7.7' });
    expect(JSON.parse(custody[0]!.detail!)).toEqual({ via: 'view' });
  });

  it('fits a long file name and app device information on the one page', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'long', {
      fileName: `${'很长的文件名称'.repeat(34)}.mp4`, deviceInfo: { appType: 'iOS', configName: 'Apple', configModelName: 'iPhone 15', configVersion: '17.1', configProcessor: 'A16', configCore: '6' },
    });
    const d = (await view(row.evidence_no)).body.data;
    const res = await t.app.inject({ method: 'GET', url: d.certificateUrl });
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);
    expect(pdfText(res.rawPayload)).toContain('iPhone 15');
  });

  it('names the holder in full only in the owner\'s copy: the link made for the owner, opened as a browser does (no session)', async () => {
    const company = who.companyMain.userId;
    const now = Date.now();
    const sub = await t.db
      .insertInto('verification_submissions')
      .values({ user_id: company, kind: 'company', status: 3, subject_name: '示例科技有限公司', subject_key: '91110108MA01ABCD3X', amends_id: null, created_at: now, reviewed_at: now, reviewed_by: null, reject_reason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const c = { company: '示例科技有限公司', tax_number: '91110108MA01ABCD3X', address: '北京', license: null, legal_name: '王五', legal_sex: 1, legal_birth: '1980-01-01', legal_idcard_enc: 'x', legal_address: '北京', account_name: '示例科技有限公司', account_bank: '银行', account_no_enc: 'x', contact_name: '李四', contact_phone_enc: 'x', contact_idcard_enc: 'x', author_name: '赵六', author_sex: 1, author_birth: '1985-01-01', author_phone_enc: 'x', author_idcard_enc: 'x', author_address: '北京', file: null, author_front: null, author_back: null };
    await t.db.insertInto('company_verifications').values({ submission_id: Number(sub.id), ...c }).execute();
    const text = async (url: string, headers: Record<string, string> = {}) => pdfText((await t.app.inject({ method: 'GET', url, headers })).rawPayload).replace(/\s+/g, '');
    try {
      const d = (await view(byMain.evidence_no, who.companyMain)).body.data;
      // the owner's page names the credit code too (decision 886)
      expect(d.holderId).toEqual({ kind: 'company', value: '91110108MA01ABCD3X' });
      // the browser's download carries no session (the token is in the page's storage): the owner's link says it
      for (const h of [{}, { authorization: `Bearer ${who.companyMain.token}`, role: '1' }] as Array<Record<string, string>>) {
        const owner = await text(d.certificateUrl, h);
        expect(owner).toContain('持有人示例科技有限公司');
        expect(owner).toContain('统一社会信用代码91110108MA01ABCD3X');
      }
      // a link made for anyone else — a visitor by the view token, another company — is masked, whoever opens it
      const visitor = (await view(byMain.evidence_no)).body.data;
      const other = (await view(byMain.evidence_no, who.otherCompany)).body.data;
      expect(visitor.holderId).toBeUndefined();
      expect(other.holderId).toBeUndefined();
      for (const url of [visitor.certificateUrl, other.certificateUrl]) {
        for (const h of [{}, { authorization: `Bearer ${who.otherCompany.token}`, role: '1' }] as Array<Record<string, string>>) {
          const masked = await text(url, h);
          expect(masked).toContain('持有人示**司');
          expect(masked).not.toContain('示例科技有限公司');
          expect(masked).not.toContain('91110108MA01ABCD3X');
        }
      }
      // the owner's package carries the owner's copy; a code holder's package the masked one
      const pkgUrl = (await call(t.app, 'POST', '/api/data/downBaoquan', { token: who.companyMain.token, role: '1', json: { dataId: byMain.id }, ip: freshIp() })).body.data.downUrl as string;
      const pkg = (await t.app.inject({ method: 'GET', url: pkgUrl })).rawPayload;
      const inPackage = pdfText((await readZip(pkg)).find((e) => e.name === PACKAGE_FILES.certificate)!.data).replace(/\s+/g, '');
      expect(inPackage).toContain('统一社会信用代码91110108MA01ABCD3X');
      const codeUrl = downloadUrl({ secret: loadDownloadSecret(t.dataDir, undefined), ttlMs: 60_000 }, 'package', byMain.id, { userId: null, via: 'code' });
      const byCode = pdfText((await readZip((await t.app.inject({ method: 'GET', url: codeUrl })).rawPayload)).find((e) => e.name === PACKAGE_FILES.certificate)!.data).replace(/\s+/g, '');
      expect(byCode).toContain('持有人示**司');
      expect(byCode).not.toContain('91110108MA01ABCD3X');
    } finally {
      await t.db.deleteFrom('company_verifications').where('submission_id', '=', Number(sub.id)).execute();
      await t.db.deleteFrom('verification_submissions').where('id', '=', Number(sub.id)).execute();
    }
  });

  it('refuses changed, expired and other-kind tokens, and deleted records', async () => {
    const secret = loadDownloadSecret(t.dataDir, undefined);
    const d = (await view(byMain.evidence_no)).body.data;
    const token = d.certificateUrl.split('/').pop()!;
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const expired = signDownload(secret, { kind: 'certificate', id: String(byMain.id), userId: null, exp: Date.now() - 1, via: 'view' });
    const otherKind = signDownload(secret, { kind: 'package', id: String(byMain.id), userId: null, exp: Date.now() + 60_000, via: 'view' });
    for (const tk of [flipped, expired, otherKind, 'x', 'a.b']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/download/certificate/${tk}` });
      expect(r.json()).toMatchObject({ code: 400, msg: CERT_MSG.downloadLinkInvalid });
    }
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'deleted later');
    const url = (await view(row.evidence_no)).body.data.certificateUrl;
    await t.db.updateTable('evidence').set({ deleted_at: Date.now() }).where('id', '=', row.id).execute();
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
  });
});

describe('the certificate font', () => {
  it('fails with a clear message where no CJK font is installed, and picks the SC face of the Noto TTC', async () => {
    await expect(loadCjkFace([{ file: '/nonexistent/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' }])).rejects.toThrow(CERT_MSG.fontMissing);
    const face = await loadCjkFace(FONT_CANDIDATES);
    expect(face.toString('latin1', 0, 4)).toBe('OTTO'); // a standalone OpenType (CFF) font, no longer the collection
  });
});
