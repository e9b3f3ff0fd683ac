import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { EsignFlowStatus, type EsignFieldKind } from '@evidence/shared/constants';
import type { Db } from '../../../src/db/connect';
import type { BlobStore } from '../../../src/providers/blob/blob-store';
import { openDueLinks } from '../../../src/services/esign/due-links';
import { EsignEvent, recordFlowEvent } from '../../../src/services/esign/flow-events';
import { insertFlow, type FieldPlacement } from '../../../src/services/esign/flow-store';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const sm3 = (b: Uint8Array) => createHash('sm3').update(b).digest('hex');

/** An A4 contract of `pages` pages with a line of text each (what pdftotext finds again after signing). */
export async function contractPdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Contract clause page ${i}`, { x: 60, y: 760, size: 14, font });
  return doc.save();
}

export interface TestSigner {
  role: string;
  name: string;
  phone: string;
  kind: 'person' | 'company';
  companyName?: string;
  fields?: Array<Partial<FieldPlacement> & { kind: EsignFieldKind }>;
}

/** Fields stacked down the last page, one row each, so no two overlap. */
function placed(fields: TestSigner['fields'], pages: number, base: number): FieldPlacement[] {
  return (fields ?? [{ kind: 'signature' }]).map((f, i) => ({ page: pages, xPct: 10 + (base % 2) * 45, yPct: 20 + ((base * 3 + i) % 12) * 6, wPct: 30, hPct: 5, ...f }));
}

/**
 * A sent flow, as saveSign with send:1 leaves it (the sender's side is another part): the document in the
 * blob store, the draft written by insertFlow, then 签署中 with the due signers' links opened by
 * openDueLinks. Answers the link tokens by signer id (the texts are not sent).
 */
export async function sentFlow(
  db: Db,
  blobs: BlobStore,
  f: { ownerUserId: number; signers: TestSigner[]; orderMode?: 'sequential' | 'parallel'; ridingSeal?: boolean; pages?: number; expiresAt?: number; title?: string; siteBase?: string; pdf?: Uint8Array },
) {
  const pages = f.pages ?? 2;
  // a given PDF must have `pages` pages (the bench's full-text contract)
  const pdf = f.pdf ?? (await contractPdf(pages));
  const blobKey = `esign/test/${sha256(pdf).slice(0, 12)}-${Math.random().toString(16).slice(2)}.pdf`;
  await blobs.put(blobKey, Readable.from([Buffer.from(pdf)]), { contentType: 'application/pdf' });
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const made = await insertFlow(trx, {
      ownerUserId: f.ownerUserId,
      creatorUserId: f.ownerUserId,
      title: f.title ?? '房屋租赁合同',
      templateId: null,
      orderMode: f.orderMode ?? 'sequential',
      ridingSeal: f.ridingSeal ?? false,
      expiresAt: f.expiresAt ?? now + 7 * 86_400_000,
      remindEveryDays: 0,
      source: { fileName: 'contract.pdf', blobKey, size: pdf.length, sha256: sha256(pdf), sm3: sm3(pdf), pageCount: pages, pages: Array.from({ length: pages }, () => ({ width: 595, height: 842 })) },
      signers: f.signers.map((s, i) => ({ role: s.role, name: s.name, phone: s.phone, kind: s.kind, companyName: s.companyName ?? null, fields: placed(s.fields, pages, i) })),
    });
    const siteBase = f.siteBase ?? 'http://localhost';
    await trx.updateTable('esign_flows').set({ status: EsignFlowStatus.signing, sent_at: now, site_base: siteBase }).where('id', '=', made.flowId).execute();
    await recordFlowEvent(trx, { flowId: made.flowId, kind: EsignEvent.sent, at: now });
    const flow = await trx.selectFrom('esign_flows').selectAll().where('id', '=', made.flowId).executeTakeFirstOrThrow();
    const links = await openDueLinks(trx, flow, siteBase, now);
    const tokens = new Map(links.map((l) => [l.signerId, tokenOfLink(l.url)]));
    return { ...made, tokens };
  });
}

export const tokenOfLink = (url: string) => new URL(url).searchParams.get('token')!;

/** A company seal row in esign_seals with a round red PNG (what the seals part makes). */
export async function insertEsignSeal(db: Db, blobs: BlobStore, ownerUserId: number, name = '合同专用章'): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="120" r="110" fill="none" stroke="#d00" stroke-width="10"/><text x="120" y="135" font-size="40" text-anchor="middle" fill="#d00">★</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const blobKey = `esign/seals/test-${ownerUserId}-${Math.random().toString(16).slice(2)}.png`;
  await blobs.put(blobKey, Readable.from([png]), { contentType: 'image/png' });
  const now = Date.now();
  const row = await db
    .insertInto('esign_seals')
    .values({ owner_user_id: ownerUserId, name, seal_type: 'contract', source: 'generated', blob_key: blobKey, size: png.length, width: 240, height: 240, sha256: sha256(png), created_by_user_id: ownerUserId, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
