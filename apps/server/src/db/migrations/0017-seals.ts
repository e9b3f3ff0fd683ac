import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Seals (001 §2.4, §3; decisions 135–144): one row per seal or handwritten signature of an account,
 * its PNG in the BlobStore under `blob_key`. Deleting is soft (`deleted_at`): documents signed
 * later by the notarization and e-signing issues keep pointing at the seal they used.
 * At most one live default per account, held by a partial unique index even under concurrent calls.
 */
export function seals(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('seals'), dialect)
        .addColumn('owner_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('kind', 'varchar(20)', notNull)
        .addColumn('blob_key', 'varchar(255)', notNull)
        .addColumn('size', B, notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', B, notNull)
        .addColumn('deleted_at', B)
        .addColumn('deleted_by_user_id', B)
        .execute();
      await db.schema.createIndex('seals_owner').on('seals').columns(['owner_user_id', 'deleted_at', 'created_at']).execute();
      await db.schema
        .createIndex('seals_one_default')
        .on('seals')
        .column('owner_user_id')
        .unique()
        .where(sql<boolean>`is_default = 1 and deleted_at is null`)
        .execute();
    },
  };
}
