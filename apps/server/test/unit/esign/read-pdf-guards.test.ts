import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { readPdfFacts } from '../../../src/services/esign/templates/read-pdf';
import { MAX_INFLATED_BYTES } from '../../../src/services/esign/templates/pdf-inflate-budget';

/** Uploads (templates and flows share readPdfFacts) after the outside review's findings 2 and 5. */
async function plainPdf(edit?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Contract', { x: 60, y: 760, size: 14, font });
  edit?.(doc);
  return doc.save();
}

/** A hand-written PDF whose one object (a stream) has the given dictionary entries and compressed data. */
function rawPdf(dictEntries: string, data: Buffer): Buffer {
  const head = Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n4 0 obj\n<< ${dictEntries} /Length ${data.length} >>\nstream\n`, 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, data, tail]);
}

const refusal = async (bytes: Uint8Array) => readPdfFacts(bytes).then(() => null, (e: Error) => e.message);

describe('readPdfFacts refuses', () => {
  it('a decompression bomb before pdf-lib unpacks it (a stream that inflates past the budget)', async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expect(await refusal(rawPdf('/Filter /FlateDecode', bomb))).toBe(ESIGN_MSG.pdfTooExpanded);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('an object stream in a decoder it cannot bound, or with #-escaped names', async () => {
    expect(await refusal(rawPdf('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from('abc')))).toBe(ESIGN_MSG.pdfUnsupportedCoding);
    expect(await refusal(rawPdf('/Type /ObjStm /N 1 /First 4 /Filter /RunLengthDecode', Buffer.from('abc')))).toBe(ESIGN_MSG.pdfUnsupportedCoding);
    expect(await refusal(rawPdf('/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode', zlib.deflateSync(Buffer.from('1 0 '))))).toBe(ESIGN_MSG.pdfUnsupportedCoding);
  });

  it('scripts, actions, attachments, forms and signatures already in the file', async () => {
    const cases: Array<[string, (doc: PDFDocument) => void]> = [
      ['OpenAction JavaScript', (doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))],
      ['a page action', (doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Launch', F: PDFString.of('calc.exe') } }))],
      ['an attached file', (doc) => doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: { Names: [] } }))],
      ['a form', (doc) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [] }))],
      ['a signature', (doc) => { doc.context.register(doc.context.obj({ Type: 'Sig', ByteRange: [0, 1, 2, 3] })); }],
    ];
    for (const [name, edit] of cases) expect(await refusal(await plainPdf(edit)), name).toBe(ESIGN_MSG.pdfActiveContent);
  });

  it('and still reads a plain contract', async () => {
    expect(await readPdfFacts(await plainPdf())).toEqual({ pageCount: 1, pages: [{ width: 595, height: 842 }] });
  });
});
