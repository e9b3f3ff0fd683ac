import type { TTemplateDetail, TTemplateField } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { findLiveTemplate, toTemplateRow } from './template-scope';

/** contractTempDetail: a live template of the owner with its fields, page sizes, hashes and how many flows were made from it. */
export async function templateDetail(db: Db, ownerId: number, id: number): Promise<TTemplateDetail> {
  const t = await findLiveTemplate(db, ownerId, id);
  const flows = await db.selectFrom('esign_flows').select((eb) => eb.fn.countAll<number>().as('n')).where('template_id', '=', id).where('owner_user_id', '=', ownerId).executeTakeFirst();
  return {
    ...toTemplateRow(t),
    fields: JSON.parse(t.fields_json) as TTemplateField[],
    pages: JSON.parse(t.pages_json) as { width: number; height: number }[],
    size: Number(t.size),
    sha256: t.sha256,
    sm3: t.sm3,
    flowCount: Number(flows?.n ?? 0),
  };
}
