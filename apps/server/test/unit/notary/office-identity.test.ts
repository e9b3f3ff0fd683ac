import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTARY_DOC_NAMES, NotaryDocType } from '@evidence/shared/constants';
import { NOTARY_DOCUMENTS } from '../../../src/services/notary/documents';
import { certificateSpec } from '../../../src/services/notary/documents/certificate';
import { renderDocument } from '../../../src/services/signing/layout/render-document';
import { sampleFacts } from '../../helpers/notary-facts';
import { pdftotext, tempDir, writeTemp } from '../../helpers/signing/fixtures';

const dir = tempDir('notary-office-identity-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The partner office's identity from the settings on every notarial document (decision 859). */
const facts = sampleFacts(2, { officeName: '上海市示范公证处', office: { licence: '沪司公证字第123456号', address: '上海市黄浦区示范路1号', phone: '021-12345678' } });
const expectOffice = (text: string, what: string) => {
  for (const part of ['上海市示范公证处', '沪司公证字第123456号', '上海市黄浦区示范路1号', '021-12345678']) expect(text, `${what}: ${part}`).toContain(part);
  expect(text, what).not.toContain('演示');
};

describe('the office’s identity on the notarial documents', () => {
  it('the five documents print the office’s name, licence number, address and telephone', async () => {
    for (const [type, spec] of Object.entries(NOTARY_DOCUMENTS)) {
      const doc = await renderDocument(spec(facts));
      expectOffice(pdftotext(writeTemp(dir, `doc-${type}.pdf`, doc.pdf)).replace(/\s+/g, ''), NOTARY_DOC_NAMES[Number(type) as NotaryDocType]);
      // the applicant's box is still where the signing stamps it
      expect(doc.boxes.applicant).toBeDefined();
    }
  });

  it('the certificate prints them beside the notary and the date', async () => {
    const doc = await renderDocument(certificateSpec({ ...facts, certificateNo: '（2026）沪示证字第1号', issuedAt: Date.UTC(2026, 11, 1), decodedAt: Date.UTC(2026, 10, 30), leafIndexes: [1, 2], notaryName: '张明' }));
    expectOffice(pdftotext(writeTemp(dir, 'certificate.pdf', doc.pdf)).replace(/\s+/g, ''), '公证书');
    expect(doc.boxes.office).toBeDefined();
  });
});
