import type { TemplateActor, TemplateDeps } from './template-deps';
import { writeAudit } from '../../audit/write-audit';
import { findLiveTemplate } from './template-scope';

/**
 * contractTempDelete (ours): a soft delete — the row and its PDF stay. Flows copied the file reference,
 * roles and fields when they were made (esign_flows.source_*, esign_fields), so a flow made from this
 * template is untouched and still signs and downloads; the template just leaves the list and can no
 * longer be opened, edited, copied or used for a new flow. `esign.template.delete` audit row with the
 * number of flows made from it.
 */
export async function deleteTemplate(deps: TemplateDeps, actor: TemplateActor, id: number): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const t = await findLiveTemplate(trx, actor.ownerId, id);
    const flows = await trx.selectFrom('esign_flows').select((eb) => eb.fn.countAll<number>().as('n')).where('template_id', '=', id).executeTakeFirst();
    await trx.updateTable('esign_templates').set({ deleted_at: Date.now() }).where('id', '=', id).where('deleted_at', 'is', null).execute();
    await writeAudit(trx, {
      actorType: 'user', actorId: actor.actorId, action: 'esign.template.delete', targetType: 'esign_template', targetId: id, ip: actor.ip,
      detail: { name: t.name, sha256: t.sha256, flows: Number(flows?.n ?? 0) },
    });
    return { id };
  });
}
