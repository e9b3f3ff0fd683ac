import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { App } from '../../src/context';
import { freshIp } from './api';
import { multipartBody } from './seals';
import type { Caller } from './tenants';

/** A PDF of pages of the given sizes in points (pdf-lib), each with a crop box when asked. */
export async function pdfOfPages(sizes: Array<[number, number]>, crop?: { page: number; box: [number, number, number, number] }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const [w, h] of sizes) doc.addPage([w, h]).drawText('contract', { x: 20, y: 20, size: 12 });
  if (crop) doc.getPage(crop.page).setCropBox(...crop.box);
  return Buffer.from(await doc.save());
}

/**
 * A PDF whose trailer names an /Encrypt dictionary (the standard security handler), as a password-
 * protected file has: pdf-lib refuses to load it without ignoreEncryption, as readers ask for a password.
 */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44 });
  (encrypt as unknown as { set: (k: PDFName, v: unknown) => void }).set(PDFName.of('O'), PDFString.of('x'.repeat(32)));
  (encrypt as unknown as { set: (k: PDFName, v: unknown) => void }).set(PDFName.of('U'), PDFString.of('y'.repeat(32)));
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export type TemplateField = { id: string; role: string; kind: string; page: number; xPct: number; yPct: number; wPct: number; hPct: number; label?: string | null; required?: boolean };

/** 甲方 a seal and a date on page 1, 乙方 a signature on page 2 (of a 2-page file). */
export function twoRoleFields(): TemplateField[] {
  return [
    { id: 'f1', role: '甲方', kind: 'seal', page: 1, xPct: 10, yPct: 70, wPct: 20, hPct: 14 },
    { id: 'f2', role: '甲方', kind: 'date', page: 1, xPct: 10, yPct: 86, wPct: 20, hPct: 4 },
    { id: 'f3', role: '乙方', kind: 'signature', page: 2, xPct: 60, yPct: 70, wPct: 25, hPct: 8 },
  ];
}

export interface TemplateForm {
  name?: string;
  category?: string;
  roles?: string[] | string;
  fields?: TemplateField[] | string;
  id?: number | string;
}

function formFields(f: TemplateForm): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.id !== undefined) out.id = String(f.id);
  if (f.name !== undefined) out.name = f.name;
  if (f.category !== undefined) out.category = f.category;
  if (f.roles !== undefined) out.roles = typeof f.roles === 'string' ? f.roles : JSON.stringify(f.roles);
  if (f.fields !== undefined) out.fields = typeof f.fields === 'string' ? f.fields : JSON.stringify(f.fields);
  return out;
}

/** POST contractTempCreate / contractTempEdit as the browser sends them (multipart). */
export async function postTemplate(app: App, caller: Caller | undefined, path: 'contractTempCreate' | 'contractTempEdit', form: TemplateForm, file?: { bytes: Buffer; name?: string; type?: string }) {
  const { payload, contentType } = multipartBody(formFields(form), file ? { name: file.name ?? '合同.pdf', bytes: file.bytes, type: file.type ?? 'application/pdf' } : undefined);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (caller) Object.assign(headers, { authorization: `Bearer ${caller.token}`, role: caller.role });
  const res = await app.inject({ method: 'POST', url: `/api/ElcSign/${path}`, headers, payload, remoteAddress: freshIp() });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

export const VALID_TEMPLATE: TemplateForm = { name: '房屋租赁合同', category: 'lease', roles: ['甲方', '乙方'], fields: twoRoleFields() };
