import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big } from './helpers';

/**
 * Members (001 §3, §4; docs/members.md, decisions 115–). `company_members` (0001) gains the
 * authorization letter (`letter_image`: uploaded_images.name), the operator's rejection reason
 * (`audit_content`), the end of a membership (`stop_time`, `stop_reason`, who ended it), the review
 * (`reviewed_at`, `reviewed_by`) and `updated_at`. A person holds at most one membership that is
 * pending or bound (status 2 or 3), in any company: a partial unique index decides concurrent adds.
 */
export function members(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const add = (column: string, type: 'varchar(64)' | 'varchar(200)' | 'varchar(100)' | typeof B) =>
        db.schema.alterTable('company_members').addColumn(column, type).execute();
      await add('letter_image', 'varchar(64)');
      await add('audit_content', 'varchar(200)');
      await add('stop_time', B);
      await add('stop_reason', 'varchar(100)');
      await add('stopped_by', B);
      await add('reviewed_at', B);
      await add('reviewed_by', B);
      await add('updated_at', B);
      await db.schema
        .createIndex('company_members_one_active')
        .on('company_members')
        .column('member_user_id')
        .unique()
        .where(sql.ref('status'), 'in', [2, 3])
        .execute();
      await db.schema.createIndex('company_members_company').on('company_members').columns(['company_user_id', 'status', 'created_at']).execute();
    },
  };
}
