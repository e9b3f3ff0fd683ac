import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * The outcome of every text message the platform tried to send, whichever provider (decision 891): sent (with the
 * carrier's id of it), refused (the carrier's code and the Chinese reason the user was told) or failed (timeout,
 * connection refused). Never the text or its parameters: they hold codes and signing links. The phone is kept
 * whole, as in sms_outbox, for the operator to answer "did my code go out"; logs show it masked.
 */
export function smsDeliveries(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('sms_deliveries'), dialect)
        .addColumn('provider', 'varchar(20)', notNull)
        .addColumn('template', 'varchar(40)', notNull)
        .addColumn('purpose', 'varchar(60)', notNull)
        .addColumn('phone', 'varchar(20)', notNull)
        .addColumn('outcome', 'varchar(10)', notNull)
        .addColumn('provider_code', 'varchar(100)')
        .addColumn('reason', 'varchar(200)')
        .addColumn('provider_ref', 'varchar(100)')
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('sms_deliveries_phone_at').on('sms_deliveries').columns(['phone', 'created_at']).execute();
    },
  };
}
