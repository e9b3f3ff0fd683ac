import { ESIGN_MSG, ESIGN_TEMPLATE_CATEGORIES } from '@evidence/shared/constants';
import type { TTemplateField, TTemplateRow } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import type { Selectable } from 'kysely';
import type { EsignTemplatesTable } from '../../../db/schema-esign';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';

export type TemplateRow = Selectable<EsignTemplatesTable>;

/**
 * Whose templates a caller works with: a company member acts for its company (the main account
 * owns the company's templates, members list and use them); anyone else owns their own.
 */
export function templateOwnerOf(p: Pick<UserPrincipal, 'user' | 'role' | 'actingCompanyId'>): number {
  return p.role === 'companySub' && p.actingCompanyId !== null ? p.actingCompanyId : Number(p.user.id);
}

/** A live template of the owner; another account's, a deleted or a missing one all answer the same. */
export async function findLiveTemplate(db: Db, ownerId: number, id: number): Promise<TemplateRow> {
  const row = await db.selectFrom('esign_templates').selectAll().where('id', '=', id).where('owner_user_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw refuse(ESIGN_MSG.templateNotFound);
  return row;
}

export function categoryName(value: string): string {
  return ESIGN_TEMPLATE_CATEGORIES.find((c) => c.value === value)?.label ?? '其他';
}

export function toTemplateRow(r: TemplateRow): TTemplateRow {
  return {
    id: Number(r.id),
    name: r.name,
    category: r.category,
    categoryName: categoryName(r.category),
    roles: JSON.parse(r.roles_json) as string[],
    fieldCount: (JSON.parse(r.fields_json) as TTemplateField[]).length,
    pageCount: Number(r.page_count),
    fileName: r.file_name,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}
