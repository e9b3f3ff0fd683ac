import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * The one job queue (ARCHITECTURE.md "Documents, signatures and jobs"; docs/jobs.md): anchors, web
 * captures, re-verifications, certificates, webhooks and purges run as rows here, claimed by leases
 * so that several server processes share the work and a crashed one's jobs run again.
 */
export function jobs(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'varchar(64)', notNull)
        .addColumn('payload', 'text', notNull)
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('progress', 'integer')
        .addColumn('progress_note', 'varchar(200)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', notNull)
        .addColumn('run_after', B, notNull)
        .addColumn('lease_owner', 'varchar(100)')
        .addColumn('lease_expires_at', B)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('result', 'text')
        .addColumn('dedupe_key', 'varchar(200)')
        .addColumn('cancel_requested_at', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('finished_at', B)
        .execute();
      // claiming: due queued jobs and running jobs whose lease ended, oldest first
      await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_after']).execute();
      await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'lease_expires_at']).execute();
      // NULLs are distinct in a unique index on both databases, so only jobs that name a key are deduplicated
      await db.schema.createIndex('jobs_dedupe_key').on('jobs').column('dedupe_key').unique().execute();
    },
  };
}
