import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTARY_DOC_NAMES, NotaryDocType } from '@evidence/shared/constants';
import { NOTARY_DOCUMENTS } from '../../../src/services/notary/documents';
import { sampleFacts } from '../../helpers/notary-facts';
import { renderDocument } from '../../../src/services/signing/layout/render-document';
import { pdftotext, tempDir, writeTemp } from '../../helpers/signing/fixtures';

const dir = tempDir('notary-docs-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the five notarial documents', () => {
  it('each renders in Chinese that pdftotext reads back, with the applicant’s box reported', async () => {
    const facts = sampleFacts(20);
    for (const [type, spec] of Object.entries(NOTARY_DOCUMENTS)) {
      const doc = await renderDocument(spec(facts));
      const text = pdftotext(writeTemp(dir, `doc-${type}.pdf`, doc.pdf)).replace(/\s+/g, '');
      expect(text, NOTARY_DOC_NAMES[Number(type) as NotaryDocType]).toContain('示例科技有限公司');
      expect(text).toContain('GZ20261126120000123456');
      expect(doc.boxes.applicant, `applicant box of ${type}`).toBeDefined();
    }
  });

  it('the application form lists every record with both hashes after the applicant’s box on page 1, and no full ID number', async () => {
    const doc = await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.application](sampleFacts(20)));
    const text = pdftotext(writeTemp(dir, 'form.pdf', doc.pdf)).replace(/\s+/g, '');
    expect(doc.boxes.applicant!.page).toBe(1);
    expect(doc.pages).toBeGreaterThan(1);
    for (const n of [1, 20]) expect(text).toContain(`聊天记录${n}.png`);
    expect(text).toContain('a1'.repeat(32).slice(0, 24));
    expect(text).toContain('用于向人民法院提起诉讼');
    expect(text).toContain('系本人（本单位）合法取得');
    expect(text).toContain('110***********002X');
  });

  it('the acceptance notice says it waits for the office, then names the date and the notary', async () => {
    const before = pdftotext(writeTemp(dir, 'acc0.pdf', (await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.acceptance](sampleFacts(1)))).pdf));
    expect(before).toContain('待公证处受理后填写');
    expect(before.replace(/\s+/g, '')).toContain('待公证处审查后决定是否受理');
    expect(before).not.toContain('本处决定受理');
    const after = pdftotext(writeTemp(dir, 'acc1.pdf', (await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.acceptance](sampleFacts(1, { acceptedAt: Date.UTC(2026, 10, 27, 2), notaryName: '陈公证' })))).pdf));
    expect(after).not.toContain('待公证处受理后填写');
    expect(after.replace(/\s+/g, '')).toContain('2026年11月27日');
    expect(after).toContain('陈公证');
  });

  it('the preservation notice says what the certificate does not prove; the interview record takes the notary’s questions', async () => {
    const notice = pdftotext(writeTemp(dir, 'pres.pdf', (await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.preservationNotice](sampleFacts(1)))).pdf)).replace(/\s+/g, '');
    expect(notice).toContain('不证明该电子数据是原始数据');
    const record = pdftotext(writeTemp(dir, 'inq.pdf', (await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.inquiry](sampleFacts(1, { interview: [{ q: '该数据是否已被修改？', a: '没有。' }] })))).pdf)).replace(/\s+/g, '');
    expect(record).toContain('问：该数据是否已被修改？');
    expect(record).toContain('以上笔录已阅，与所述相符。');
    expect(record).not.toContain('目前是否存在争议');
    const blank = pdftotext(writeTemp(dir, 'inq0.pdf', (await renderDocument(NOTARY_DOCUMENTS[NotaryDocType.inquiry](sampleFacts(1)))).pdf)).replace(/\s+/g, '');
    expect(blank).toContain('待公证员询问时记录');
    expect(blank).not.toContain('以上笔录已阅');
  });
});
