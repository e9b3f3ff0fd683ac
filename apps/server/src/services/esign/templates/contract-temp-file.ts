import type { Readable } from 'node:stream';
import type { TemplateDeps } from './template-deps';
import { findLiveTemplate } from './template-scope';

/**
 * contractTempFile (ours): the template's PDF for the editor and the preview. The owner's accounts
 * only (members included: they use the company's templates); another account's answers as missing.
 */
export async function templateFile(deps: TemplateDeps, ownerId: number, id: number): Promise<{ stream: Readable; size: number; fileName: string; sha256: string }> {
  const t = await findLiveTemplate(deps.db, ownerId, id);
  return { stream: await deps.blobs.get(t.blob_key), size: Number(t.size), fileName: t.file_name, sha256: t.sha256 };
}
