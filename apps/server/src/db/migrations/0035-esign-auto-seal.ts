import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big } from './helpers';

/**
 * 本方自动盖章 (issue 24 item 6, decision 827): a company signer that is the sender's own company may be sealed
 * by the sender's choice instead of through a signing link. `auto_seal_id` is the seal chosen (kept in a draft,
 * so editing it keeps the choice); `auto_sealed_by` the account that sent with it, set at the send when the
 * seal is applied. Both null for every other signer.
 */
export function esignAutoSeal(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('esign_signers').addColumn('auto_seal_id', B).execute();
      await db.schema.alterTable('esign_signers').addColumn('auto_sealed_by', B).execute();
    },
  };
}
