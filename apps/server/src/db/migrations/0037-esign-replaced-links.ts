import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * The signing links a newer one replaced (decision 887): 去签署 in the inbox, a resent SMS and the sweep each give a
 * signer a new link and the old one stops working. Once the signer has signed, any of their old links opened again
 * says 您已签署 and shows the result, like the link that signed (decision 811), instead of 已过期. Only the SHA-256
 * of each token is kept, as for the live one.
 */
export function esignReplacedLinks(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('esign_replaced_links'), dialect)
        .addColumn('signer_id', B, (c) => c.notNull().references('esign_signers.id'))
        .addColumn('token_hash', 'varchar(64)', notNull)
        .addColumn('replaced_at', B, notNull)
        .execute();
      await db.schema.createIndex('esign_replaced_links_token').on('esign_replaced_links').column('token_hash').unique().execute();
    },
  };
}
