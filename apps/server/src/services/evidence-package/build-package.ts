import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { EVIDENCE_MSG, PACKAGE_FILES } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import { certificateLedger } from '../certificate/certificate-ledger';
import { certificatePdf, type HolderNaming } from '../certificate/certificate-pdf';
import { siteBase } from '../certificate/get-view';
import { verifyReadme } from './verify-readme';

/** The original's name in the ZIP: its own name, made safe, never one of the package's own files. */
export function originalEntryName(fileName: string): string {
  const safe = fileName.replace(/[\\/\p{Cc}]/gu, '_').replace(/^\.+/, '_').trim() || 'original';
  const reserved = [PACKAGE_FILES.certificate, PACKAGE_FILES.proof].map((n) => n.toLowerCase());
  return reserved.includes(safe.toLowerCase()) || safe.startsWith('验证说明') ? `原件_${safe}` : safe;
}

/**
 * The evidence package (issue 4 §4): a streamed ZIP (yazl, UTF-8 names, ZIP64 when large) of the
 * original under its own name, 证书.pdf, proof.json (v1, docs/ledger.md) and 验证说明.txt, flat, which
 * is the layout `npm run verify -- <package.zip>` reads (apps/server/src/verify/evidence-package.ts).
 * The small files are made before the first byte is sent, so a failure is still a clean refusal.
 */
export async function buildPackage(ctx: AppContext, row: Evidence, origin: string, holder: HolderNaming = 'masked'): Promise<Readable> {
  const { bundle, ledger } = await certificateLedger(ctx, row, 'package');
  if (!bundle) throw refuse(EVIDENCE_MSG.stillUploading);
  const pdf = await certificatePdf(ctx, row, { origin, ledger, holder });
  const original = await ctx.blobs.get(row.blob_key!);
  const name = originalEntryName(row.file_name);
  const mtime = new Date(Number(row.saved_at));
  const zip = new yazl.ZipFile();
  zip.addReadStream(original, name, { mtime, size: Number(row.size) });
  zip.addBuffer(Buffer.from(pdf), PACKAGE_FILES.certificate, { mtime });
  zip.addBuffer(Buffer.from(`${JSON.stringify(bundle, null, 2)}\n`, 'utf8'), PACKAGE_FILES.proof, { mtime });
  zip.addBuffer(Buffer.from(verifyReadme(row, name, ctx.config.siteName, siteBase(ctx, origin)), 'utf8'), PACKAGE_FILES.readme, { mtime });
  const out = zip.outputStream as unknown as Readable;
  // a read error of the original must abort the download, never end it as a shorter, valid-looking ZIP
  original.once('error', (err) => out.destroy(err));
  zip.end();
  return out;
}
