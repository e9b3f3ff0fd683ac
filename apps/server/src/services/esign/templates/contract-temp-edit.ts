import type { TContractTempContent, TContractTempSaved } from '@evidence/shared/contracts';
import { writeAudit } from '../../audit/write-audit';
import { checkedFields } from './check-fields';
import { readPdfFacts, type PdfFacts } from './read-pdf';
import type { TemplateActor, TemplateDeps, UploadedPdf } from './template-deps';
import { storeTemplateFile, type StoredTemplateFile } from './template-file';
import { findLiveTemplate } from './template-scope';

/**
 * contractTempEdit: name, category, roles and fields, and optionally a new PDF. With a new file the
 * fields are checked against its page count (a field on a page the new file lacks is refused). The old
 * file's blob is kept: flows made earlier may point at it (decision 426). The row and the
 * `esign.template.edit` audit row are written together; a refused transaction removes a new blob.
 */
export async function editTemplate(deps: TemplateDeps, actor: TemplateActor, id: number, content: TContractTempContent, file: UploadedPdf | null): Promise<TContractTempSaved> {
  const current = await findLiveTemplate(deps.db, actor.ownerId, id);
  const facts: PdfFacts | null = file ? await readPdfFacts(file.bytes) : null;
  const fields = checkedFields(content.roles, content.fields, facts ? facts.pageCount : Number(current.page_count));
  const stored: StoredTemplateFile | null = file && facts ? await storeTemplateFile(deps.blobs, file.bytes, file.fileName, facts) : null;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // re-read inside the transaction: a delete between the check and here must win
      await findLiveTemplate(trx, actor.ownerId, id);
      const fileColumns = stored
        ? { file_name: stored.fileName, blob_key: stored.blobKey, size: stored.size, sha256: stored.sha256, sm3: stored.sm3, page_count: stored.pageCount, pages_json: JSON.stringify(stored.pages) }
        : {};
      await trx
        .updateTable('esign_templates')
        .set({ name: content.name, category: content.category, roles_json: JSON.stringify(content.roles), fields_json: JSON.stringify(fields), updated_at: Date.now(), ...fileColumns })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      await writeAudit(trx, {
        actorType: 'user', actorId: actor.actorId, action: 'esign.template.edit', targetType: 'esign_template', targetId: id, ip: actor.ip,
        detail: {
          name: content.name, category: content.category, roles: content.roles, fields: fields.length,
          file: stored ? { from: current.sha256, to: stored.sha256, sm3: stored.sm3, pages: stored.pageCount } : null,
        },
      });
      return { id };
    });
  } catch (err) {
    if (stored) await deps.blobs.delete(stored.blobKey).catch(() => undefined);
    throw err;
  }
}
