import { ESIGN_TEMPLATE, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import type { TContractTempSaved } from '@evidence/shared/contracts';
import { writeAudit } from '../../audit/write-audit';
import type { TemplateActor, TemplateDeps } from './template-deps';
import { findLiveTemplate } from './template-scope';

/** "合同（副本）", cut so the whole stays within the name limit. */
export function copyName(name: string): string {
  const suffix = ESIGN_TEMPLATE_MSG.copySuffix;
  return Array.from(name).slice(0, ESIGN_TEMPLATE.nameMax - suffix.length).join('') + suffix;
}

/**
 * contractTempCopy (ours): a new template of the same owner with the same file, roles and fields and the
 * name "…（副本）". The PDF's blob is shared, not copied: template blobs are never removed (decision 426),
 * so neither row can lose it. Row and `esign.template.copy` audit row in one transaction.
 */
export async function copyTemplate(deps: TemplateDeps, actor: TemplateActor, id: number): Promise<TContractTempSaved> {
  return deps.db.transaction().execute(async (trx) => {
    const src = await findLiveTemplate(trx, actor.ownerId, id);
    const now = Date.now();
    const row = await trx
      .insertInto('esign_templates')
      .values({
        owner_user_id: actor.ownerId, creator_user_id: actor.actorId, name: copyName(src.name), category: src.category, file_name: src.file_name,
        blob_key: src.blob_key, size: src.size, sha256: src.sha256, sm3: src.sm3, page_count: src.page_count, pages_json: src.pages_json,
        roles_json: src.roles_json, fields_json: src.fields_json, created_at: now, updated_at: now, deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newId = Number(row.id);
    await writeAudit(trx, {
      actorType: 'user', actorId: actor.actorId, action: 'esign.template.copy', targetType: 'esign_template', targetId: newId, ip: actor.ip,
      detail: { from: id, name: copyName(src.name), sha256: src.sha256 },
    });
    return { id: newId };
  });
}
