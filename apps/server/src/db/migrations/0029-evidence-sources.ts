import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull } from './helpers';

/**
 * Which job step preserved which evidence row (issue 23 item 6, decision 664). `source_key` names the
 * document a job makes (e.g. `notary.issue:order:12:certificate`) and is unique, so a retry after a kill finds
 * the row the killed attempt wrote instead of preserving the document a second time; the row is written in the
 * evidence row's own transaction. `detail` is the step's JSON facts a retry needs (the certificate's time).
 */
export function evidenceSources(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evidence_sources')
        .addColumn('source_key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('evidence_id', B, (c) => c.notNull().unique())
        .addColumn('detail', 'text')
        .addColumn('created_at', B, notNull)
        .execute();
    },
  };
}
