import type { TContractTempContent, TContractTempSaved } from '@evidence/shared/contracts';
import { writeAudit } from '../../audit/write-audit';
import { checkedFields } from './check-fields';
import { readPdfFacts } from './read-pdf';
import type { TemplateActor, TemplateDeps, UploadedPdf } from './template-deps';
import { storeTemplateFile } from './template-file';

/**
 * contractTempCreate: the PDF judged by content, the fields against its pages and the roles, then the
 * file stored (SHA-256 + SM3) and, in one transaction, the row and the `esign.template.create` audit
 * row. A failed transaction removes the stored file again, so nothing is half-written.
 */
export async function createTemplate(deps: TemplateDeps, actor: TemplateActor, content: TContractTempContent, file: UploadedPdf): Promise<TContractTempSaved> {
  const facts = await readPdfFacts(file.bytes);
  const fields = checkedFields(content.roles, content.fields, facts.pageCount);
  const stored = await storeTemplateFile(deps.blobs, file.bytes, file.fileName, facts);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const row = await trx
        .insertInto('esign_templates')
        .values({
          owner_user_id: actor.ownerId, creator_user_id: actor.actorId, name: content.name, category: content.category,
          file_name: stored.fileName, blob_key: stored.blobKey, size: stored.size, sha256: stored.sha256, sm3: stored.sm3,
          page_count: stored.pageCount, pages_json: JSON.stringify(stored.pages), roles_json: JSON.stringify(content.roles),
          fields_json: JSON.stringify(fields), created_at: now, updated_at: now, deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await writeAudit(trx, {
        actorType: 'user', actorId: actor.actorId, action: 'esign.template.create', targetType: 'esign_template', targetId: id, ip: actor.ip,
        detail: { name: content.name, category: content.category, roles: content.roles, fields: fields.length, pages: stored.pageCount, size: stored.size, sha256: stored.sha256, sm3: stored.sm3 },
      });
      return { id };
    });
  } catch (err) {
    await deps.blobs.delete(stored.blobKey).catch(() => undefined);
    throw err;
  }
}
