import { sql, type SqlBool } from 'kysely';
import { ESIGN } from '@evidence/shared/constants';
import type { TContractTempList } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { toTemplateRow } from './template-scope';

/** `%`, `_` and `\` in a keyword are searched for literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** contractTempList: the owner's live templates, newest first, ESIGN.pageSize a page. */
export async function listTemplates(db: Db, ownerId: number, q: { page: number; keyword?: string; category?: string }): Promise<TContractTempList> {
  let base = db.selectFrom('esign_templates').where('owner_user_id', '=', ownerId).where('deleted_at', 'is', null);
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    base = base.where(sql<SqlBool>`name like ${pattern} escape '\\'`);
  }
  if (q.category) base = base.where('category', '=', q.category);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(ESIGN.pageSize)
    .offset((q.page - 1) * ESIGN.pageSize)
    .execute();
  return { count: Number(total?.n ?? 0), list: rows.map(toTemplateRow) };
}
