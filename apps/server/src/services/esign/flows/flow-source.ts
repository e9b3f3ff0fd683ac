import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ESIGN_MSG, type EsignFieldKind } from '@evidence/shared/constants';
import { CONTROL_CHARS } from '@evidence/shared/validators';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import type { FieldPlacement, FlowSource } from '../flow-store';
import { readPdfFacts } from '../templates/read-pdf';

const flowKey = () => `esign/flows/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.pdf`;

async function store(ctx: Pick<AppContext, 'blobs'>, pdf: Buffer, fileName: string, pages: { pageCount: number; pages: { width: number; height: number }[] }): Promise<FlowSource> {
  const blobKey = flowKey();
  const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  return {
    fileName,
    blobKey,
    size,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    sm3: createHash('sm3').update(pdf).digest('hex'),
    pageCount: pages.pageCount,
    pages: pages.pages,
  };
}

/**
 * An uploaded contract, judged by content with the templates' reader (readPdfFacts: magic, size, pdf-lib,
 * not encrypted, 1–200 pages, none rotated), stored under a key of its own before the transaction.
 */
export async function storeUpload(ctx: Pick<AppContext, 'blobs'>, pdf: Buffer, fileName: string): Promise<FlowSource> {
  const checked = await readPdfFacts(pdf);
  const safeName = [...fileName].map((c) => (c === '/' || c === '\\' || CONTROL_CHARS.test(c) ? '_' : c)).join('').slice(-100) || 'contract.pdf';
  return store(ctx, pdf, safeName.toLowerCase().endsWith('.pdf') ? safeName : `${safeName}.pdf`, checked);
}

interface TemplateField extends FieldPlacement {
  role: string;
}

export interface TemplateCopy {
  source: FlowSource;
  roles: string[];
  fields: TemplateField[];
}

/**
 * A copy of one of the owner's templates: its PDF under a key of the flow's own, its roles and fields.
 * The flow never points at the template's file, so a later edit or delete of the template changes nothing
 * a flow signs (docs/esign.md "Data").
 */
export async function copyTemplate(ctx: Pick<AppContext, 'blobs'>, db: Db, ownerUserId: number, templateId: number): Promise<TemplateCopy> {
  const t = await db.selectFrom('esign_templates').selectAll().where('id', '=', templateId).where('owner_user_id', '=', ownerUserId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!t) throw refuse(ESIGN_MSG.templateNotFound);
  const chunks: Buffer[] = [];
  for await (const c of await ctx.blobs.get(t.blob_key)) chunks.push(Buffer.from(c as Buffer));
  const pdf = Buffer.concat(chunks);
  if (createHash('sha256').update(pdf).digest('hex') !== t.sha256) throw refuse(ESIGN_MSG.pdfUnreadable);
  const source = await store(ctx, pdf, t.file_name, { pageCount: Number(t.page_count), pages: JSON.parse(t.pages_json) as { width: number; height: number }[] });
  const raw = JSON.parse(t.fields_json) as Array<Record<string, unknown>>;
  const fields = raw.map((f) => ({
    role: String(f.role),
    kind: String(f.kind) as EsignFieldKind,
    page: Number(f.page),
    xPct: Number(f.xPct),
    yPct: Number(f.yPct),
    wPct: Number(f.wPct),
    hPct: Number(f.hPct),
    label: typeof f.label === 'string' ? f.label : null,
    required: f.required !== false,
  }));
  return { source, roles: JSON.parse(t.roles_json) as string[], fields };
}
