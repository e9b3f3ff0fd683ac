import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Extraction codes (issue 4 §6): the code sealed at rest (the owner must be able to see it again,
 * 000 §2, so it is encrypted, not hashed), and the per-(record, address) lock after 5 wrong codes.
 * The old plain `users.extract_code` column stays (SQLite cannot drop it portably) and is emptied
 * the first time a code is read or set.
 */
export function evidenceShare(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('extract_code_enc', 'varchar(255)').execute();
      await db.schema.alterTable('users').addColumn('extract_code_set_at', B).execute();

      await withId(db.schema.createTable('extract_guards'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().references('evidence.id'))
        .addColumn('ip_key', 'varchar(64)', notNull)
        .addColumn('locked_until', B)
        .addColumn('updated_at', B, notNull)
        .addUniqueConstraint('extract_guards_evidence_ip', ['evidence_id', 'ip_key'])
        .execute();

      await withId(db.schema.createTable('extract_failures'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().references('evidence.id'))
        .addColumn('ip_key', 'varchar(64)', notNull)
        .addColumn('at', B, notNull)
        .execute();
      await db.schema.createIndex('extract_failures_evidence_ip_at').on('extract_failures').columns(['evidence_id', 'ip_key', 'at']).execute();
    },
  };
}
