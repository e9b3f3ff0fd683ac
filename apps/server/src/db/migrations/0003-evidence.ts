import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Preserved evidence and its custody log. A row exists only once every byte of the file arrived
 * (an unfinished upload is no record); it is 'uploading' while the original is stored and its leaf
 * appended, then 'uploaded'. Deleting sets deleted_at and never touches the ledger leaf.
 */
export function evidence(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('evidence'), dialect)
        .addColumn('evidence_no', 'varchar(18)', (c) => c.notNull().unique())
        // whose data it is: the individual, or the company for a company's and its members' uploads
        .addColumn('owner_user_id', B, notNull)
        .addColumn('creator_user_id', B, notNull)
        .addColumn('file_name', 'varchar(255)', notNull)
        .addColumn('title', 'varchar(255)', notNull)
        .addColumn('label', 'varchar(50)')
        .addColumn('file_type', 'integer', notNull)
        .addColumn('product_type', 'integer', notNull)
        .addColumn('mime', 'varchar(100)')
        .addColumn('size', B, notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('sm3', 'varchar(64)', notNull)
        .addColumn('blob_key', 'varchar(255)')
        .addColumn('status', 'varchar(10)', notNull)
        // random salt of the owner commitment in the leaf; revealing it proves who preserved the file
        .addColumn('owner_salt', 'varchar(64)', notNull)
        // the canonical leaf JSON, written before the append so that a restart can finish it
        .addColumn('leaf_entry', 'text', notNull)
        .addColumn('leaf_hash', 'varchar(64)', notNull)
        .addColumn('leaf_index', B)
        // app evidence and law-enforcement recorders (000 §3): JSON, absent for web uploads
        .addColumn('device_info', 'text')
        .addColumn('enforce_info', 'text')
        .addColumn('saved_at', B, notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('deleted_at', B)
        .addColumn('deleted_by', B)
        // when a deleted record's original may be removed (docs/decisions.md), and when it was
        .addColumn('blob_purge_after', B)
        .addColumn('blob_removed_at', B)
        .execute();
      await db.schema.createIndex('evidence_owner_saved').on('evidence').columns(['owner_user_id', 'saved_at']).execute();
      await db.schema.createIndex('evidence_owner_creator_saved').on('evidence').columns(['owner_user_id', 'creator_user_id', 'saved_at']).execute();
      await db.schema.createIndex('evidence_sha256').on('evidence').column('sha256').execute();
      await db.schema.createIndex('evidence_status').on('evidence').column('status').execute();
      await db.schema.createIndex('evidence_purge').on('evidence').column('blob_purge_after').execute();

      // who viewed, downloaded, extracted or deleted a record, and how (shown to the owner)
      await withId(db.schema.createTable('evidence_custody'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().references('evidence.id'))
        .addColumn('at', B, notNull)
        .addColumn('action', 'varchar(30)', notNull)
        .addColumn('actor_type', 'varchar(10)', notNull)
        .addColumn('actor_id', B)
        .addColumn('ip', 'varchar(64)')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('evidence_custody_evidence').on('evidence_custody').columns(['evidence_id', 'at']).execute();
    },
  };
}
