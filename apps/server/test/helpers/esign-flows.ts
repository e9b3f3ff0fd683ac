import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import pino from 'pino';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { localSmsProvider } from '../../src/providers/sms/local-sms';
import type { SweepDeps } from '../../src/services/esign/flows/sweep';
import { freshIp } from './api';
import { multipartBody } from './seals';
import type { TestApp } from './test-app';
import type { Caller } from './tenants';

/** A small real contract PDF of `pages` A4 pages (classicTrailer: a `trailer` dictionary instead of an xref stream). */
export async function contractPdf(pages = 2, opts: { classicTrailer?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595.28, 841.89]).drawText(`Contract page ${i}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save({ useObjectStreams: !opts.classicTrailer }));
}

/**
 * A template of `ownerUserId` as the templates part stores it (esign_templates, the PDF in the blob store):
 * roles 甲方 (a company: a seal) and 乙方 (a person: a signature and a date). Written directly so that the
 * flows' tests do not depend on the templates' calls.
 */
export async function insertTemplate(t: Pick<TestApp, 'db' | 'config'>, ownerUserId: number, name = '房屋租赁合同'): Promise<number> {
  const pdf = await contractPdf(2);
  const blobKey = `esign/templates/test-${createHash('sha256').update(`${ownerUserId}-${name}-${Math.random()}`).digest('hex').slice(0, 16)}.pdf`;
  await blobStoreFromConfig(t.config).put(blobKey, Readable.from([pdf]));
  const fields = [
    { id: 'f1', role: '甲方', kind: 'seal', page: 2, xPct: 10, yPct: 70, wPct: 20, hPct: 12, label: '甲方盖章', required: true },
    { id: 'f2', role: '乙方', kind: 'signature', page: 2, xPct: 60, yPct: 70, wPct: 20, hPct: 8, label: '乙方签名', required: true },
    { id: 'f3', role: '乙方', kind: 'date', page: 2, xPct: 60, yPct: 80, wPct: 20, hPct: 4, label: null, required: true },
  ];
  const now = Date.now();
  const row = await t.db
    .insertInto('esign_templates')
    .values({
      owner_user_id: ownerUserId, creator_user_id: ownerUserId, name, category: 'lease', file_name: `${name}.pdf`, blob_key: blobKey, size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'), sm3: createHash('sm3').update(pdf).digest('hex'), page_count: 2,
      pages_json: JSON.stringify([{ width: 595.28, height: 841.89 }, { width: 595.28, height: 841.89 }]), roles_json: JSON.stringify(['甲方', '乙方']),
      fields_json: JSON.stringify(fields), created_at: now, updated_at: now, deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Two signers for the template above: 甲方 a company, 乙方 a person. */
export function templateSigners(phones: [string, string] = ['13911110001', '13911110002']) {
  return [
    { role: '甲方', name: '王经理', phone: phones[0], kind: 'company', companyName: '甲方贸易有限公司' },
    { role: '乙方', name: '李四', phone: phones[1], kind: 'person' },
  ];
}

/** POST /api/ElcSign/saveSign as the page sends it (multipart `data` JSON and maybe `file`). */
export async function saveSign(t: TestApp, caller: Caller | undefined, data: unknown, file?: { name: string; bytes: Buffer }) {
  const { payload, contentType } = multipartBody({ data: typeof data === 'string' ? data : JSON.stringify(data) }, file ? { ...file, type: 'application/pdf' } : undefined);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (caller) Object.assign(headers, { authorization: `Bearer ${caller.token}`, role: caller.role });
  const res = await t.app.inject({ method: 'POST', url: '/api/ElcSign/saveSign', headers, payload, remoteAddress: freshIp() });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** What the sweep needs, from a TestApp (the local outbox SMS, a silent log). */
export function sweepDeps(t: TestApp): SweepDeps {
  const log = pino({ level: 'silent' });
  return { db: t.db, sms: localSmsProvider(t.db, log, t.config.siteName), log, config: t.config };
}

/** The token of the last signing link texted to `phone` (null when none). */
export async function lastLinkToken(t: TestApp, phone: string): Promise<string | null> {
  const row = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirst();
  return row ? (/h5elesign\?token=([A-Za-z0-9_-]+)/.exec(row.text)?.[1] ?? null) : null;
}

export async function points(t: TestApp, userId: number): Promise<number> {
  return Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
}
