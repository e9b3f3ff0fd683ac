import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Share links that end (issue 24 item 7, decision 870): the 分享 dialog may give a link valid 7 or 30 days. The
 * certificate view token is an HMAC that never expires (decision 58, printed QR codes), so an ending link needs a
 * token of its own, stored with its end. Only the SHA-256 of the token is kept: a copy of the database opens no link.
 */
export function shareLinks(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('evidence_share_links'), dialect)
        // no foreign key: an abandoned upload's row may be deleted (preserve-once); the lookup joins live records only
        .addColumn('evidence_id', B, notNull)
        .addColumn('token_hash', 'varchar(64)', notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('created_by', B, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('evidence_share_links_token').on('evidence_share_links').column('token_hash').unique().execute();
      await db.schema.createIndex('evidence_share_links_evidence').on('evidence_share_links').column('evidence_id').execute();
    },
  };
}
