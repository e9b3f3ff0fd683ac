import type { Kysely } from 'kysely';

/**
 * A signing link dies with the signature (decision 401), but opened again it should say 您已签署, not 已过期
 * (issue 24 item 1, decision 811): the SHA-256 of the link that signed is kept in used_token_hash (unique), so
 * signerByToken can tell a used link from an unknown one. Only the hash; the link itself is never stored.
 */
export function esignUsedLinks() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('esign_signers').addColumn('used_token_hash', 'varchar(64)').execute();
      await db.schema.createIndex('esign_signers_used_token').on('esign_signers').column('used_token_hash').unique().execute();
    },
  };
}
