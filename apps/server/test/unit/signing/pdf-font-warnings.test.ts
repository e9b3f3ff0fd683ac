import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { drawFields } from '../../../src/services/esign/phone/draw-fields';
import { renderDocument } from '../../../src/services/signing/layout/render-document';
import { signPdf } from '../../../src/services/signing/sign-pdf';
import { loadSigningIdentity } from '../../../src/services/signing/signing-identity';
import { formTemplatePdf } from '../../../src/services/certificate/form-template';
import { sampleDocument, tempDir, writeTemp } from '../../helpers/signing/fixtures';

// Issue 23 item 5c: the CFF-based CJK font was embedded as TrueType (FontFile2), so poppler warned
// "Mismatch between font type and embedded font file" on every PDF. Any stderr output fails.
const dir = tempDir('pdf-font-warnings-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function popplerStderr(file: string): string {
  return ['pdffonts', 'pdftotext'].map((tool) => {
    const r = spawnSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
    expect(r.status, `${tool} exit`).toBe(0);
    return r.stderr;
  }).join('');
}

function fontTypes(file: string): string {
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
}

describe('embedded CJK font', () => {
  it('a rendered and signed notarial document: no poppler warning, CID Type 0C, the text extracts', async () => {
    const identity = loadSigningIdentity({ dataDir: dir });
    const pdf = await signPdf({ identity, log: { warn: () => {} } }, (await renderDocument(sampleDocument(20))).pdf, {
      reason: '公证文书签署', location: '中国', signerName: '数据存证平台',
    });
    const file = writeTemp(dir, 'notarial.pdf', pdf);
    expect(popplerStderr(file)).toBe('');
    expect(fontTypes(file)).toContain('CID Type 0C');
    expect(fontTypes(file)).not.toContain('TrueType');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('保全证据公证申请表');
  });

  it('an e-signed contract with drawn text fields: no poppler warning', async () => {
    const base = (await renderDocument(sampleDocument(3, '电子合同'))).pdf;
    const pdf = await drawFields(base, [{ placement: { page: 1, xPct: 10, yPct: 80, wPct: 40, hPct: 5 }, text: '张三 2026年12月1日' }], () => 842 / 595);
    const file = writeTemp(dir, 'contract.pdf', pdf);
    expect(popplerStderr(file)).toBe('');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('张三 2026年12月1日');
  });

  it('a form template: no poppler warning', async () => {
    const pdf = await formTemplatePdf({
      title: '授权委托书', fieldLines: [[{ label: '姓名' }]], paragraphs: (site) => [`致：${site}`],
      signatures: ['签章'], notes: ['说明'], name: '授权委托书',
    })('数据存证平台');
    const file = writeTemp(dir, 'form.pdf', pdf);
    expect(popplerStderr(file)).toBe('');
  });
});
