import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';

/**
 * An SMS code's purpose names what it confirms: `sign:notary:<order id>:<round>` (the SMS way) and
 * `sign:intent:<intent id>` (the phone way, decision 784). varchar(20) held order ids of six digits at most, so on
 * PostgreSQL the millionth order's code could not be stored. 60 characters; SQLite does not enforce the length,
 * so only PostgreSQL changes.
 */
export function smsPurposeLength(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema.alterTable('sms_codes').alterColumn('purpose', (c) => c.setDataType('varchar(60)')).execute();
      await db.schema.alterTable('sms_outbox').alterColumn('purpose', (c) => c.setDataType('varchar(60)')).execute();
    },
  };
}
