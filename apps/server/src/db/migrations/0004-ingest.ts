import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Resumable uploads in progress (one row per tus upload: who may continue it, what it will be called,
 * whether it became a record) and the images stored by uploadNormal (who may read them back).
 */
export function ingest(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evidence_uploads')
        // the tus upload id (32 hex characters chosen by the server)
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('owner_user_id', B, notNull)
        .addColumn('creator_user_id', B, notNull)
        .addColumn('file_name', 'varchar(255)', notNull)
        .addColumn('title', 'varchar(255)', notNull)
        .addColumn('label', 'varchar(50)')
        .addColumn('size', B, notNull)
        // receiving → finishing (being stored and recorded) → done; back to receiving if finishing failed
        .addColumn('state', 'varchar(10)', notNull)
        // what the finished bytes are, kept before the original is moved into the BlobStore so that
        // a finish that fails after the move can still record it without the partial file
        .addColumn('sha256', 'varchar(64)')
        .addColumn('sm3', 'varchar(64)')
        .addColumn('mime', 'varchar(100)')
        .addColumn('file_type', 'integer')
        .addColumn('evidence_id', B)
        .addColumn('duplicate_of', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('evidence_uploads_state_updated').on('evidence_uploads').columns(['state', 'updated_at']).execute();

      await withId(db.schema.createTable('uploaded_images'), dialect)
        // the name in data.path / data.url (random), and where the bytes are
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('blob_key', 'varchar(255)', notNull)
        .addColumn('uploader_user_id', B, notNull)
        .addColumn('mime', 'varchar(100)', notNull)
        .addColumn('size', B, notNull)
        .addColumn('created_at', B, notNull)
        .execute();
    },
  };
}
