import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * A record shown to an account that does not own it (issue 24 item 1, decision 813): the signed contract of an
 * e-sign flow belongs to the flow's owner, and each signer with an account sees it in their 数据存证 as shared
 * with them (view the certificate, download the contract; never delete). One row per record and account, written
 * by the completion in the transaction that makes the flow 已完成. `via` names what shared it ('esign'), `flow_id`
 * the flow.
 */
export function evidenceShares(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('evidence_shares'), dialect)
        .addColumn('evidence_id', B, notNull)
        .addColumn('user_id', B, notNull)
        .addColumn('via', 'varchar(20)', notNull)
        .addColumn('flow_id', B)
        .addColumn('created_at', B, notNull)
        .addUniqueConstraint('evidence_shares_record_user', ['evidence_id', 'user_id'])
        .execute();
      await db.schema.createIndex('evidence_shares_user').on('evidence_shares').columns(['user_id', 'created_at']).execute();
    },
  };
}
