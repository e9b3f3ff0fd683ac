import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * The extraction limit per record across all addresses (issue 14, decision 171): one guard row per
 * record that was given a wrong code (the record-wide lock with its growing length, and the row that
 * serialises attempts on the record), and the wrong codes of the last hour per record.
 */
export function extractRecordGuards(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('extract_record_guards'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().unique().references('evidence.id'))
        .addColumn('locked_until', B)
        .addColumn('strikes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_locked_at', B)
        .addColumn('updated_at', B, notNull)
        .execute();
      await withId(db.schema.createTable('extract_record_failures'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().references('evidence.id'))
        .addColumn('at', B, notNull)
        .execute();
      await db.schema.createIndex('extract_record_failures_evidence_at').on('extract_record_failures').columns(['evidence_id', 'at']).execute();
    },
  };
}
