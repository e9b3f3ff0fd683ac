import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Online evidence captured by the platform's own browser (issue 17, docs/online-evidence.md): a web page capture
 * (kind web), a recorded remote-browser session (vm) or the same with a TV profile (ott). One row per capture from
 * the moment it is asked for; when it succeeds its package becomes ONE evidence row (evidence_id: the ledger leaf,
 * the certificate, the download), so the capture row only carries what the evidence row does not: the job, the
 * state, the money and the facts of the capture. capture_no is the public number (/evidencesWeb/{no},
 * /evidencesPro/{no}).
 */
export function captures(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('captures'), dialect)
        .addColumn('capture_no', 'varchar(32)', (c) => c.notNull().unique())
        /** CaptureKind: web | vm | ott */
        .addColumn('kind', 'varchar(10)', notNull)
        .addColumn('owner_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('creator_user_id', B, (c) => c.notNull().references('users.id'))
        /** the membership a sub-account acted through, else null */
        .addColumn('member_id', B)
        .addColumn('title', 'varchar(100)', notNull)
        .addColumn('label', 'varchar(30)')
        /** the page captured (web) or the start address (vm, ott) */
        .addColumn('url', 'varchar(2048)', notNull)
        /** CaptureStatus */
        .addColumn('status', 'varchar(20)', notNull)
        /** why it failed, in Chinese, as the list shows it */
        .addColumn('fail_reason', 'varchar(200)')
        .addColumn('job_id', B)
        /** vm, ott: the minutes reserved (and paid up front) */
        .addColumn('reserved_minutes', 'integer')
        /** vm, ott: how long the recording ran */
        .addColumn('used_ms', B)
        .addColumn('order_id', B)
        .addColumn('charged_cents', B, (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_cents', B, (c) => c.notNull().defaultTo(0))
        /** the package's evidence row, once the capture succeeded (or was confirmed) */
        .addColumn('evidence_id', B)
        /** JSON: what the capture found (clean-environment report, server address, TLS, device profile …) */
        .addColumn('facts_json', 'text')
        /** JSON [{ role, name, blobKey, size, sha256, sm3, mime }]: the files shown beside the package */
        .addColumn('files_json', 'text')
        .addColumn('created_at', B, notNull)
        .addColumn('started_at', B)
        .addColumn('ended_at', B)
        /** vm, ott: confirmed automatically after this time (24 h after the recording ended) */
        .addColumn('confirm_deadline', B)
        .addColumn('confirmed_at', B)
        .addColumn('updated_at', B, notNull)
        .addColumn('deleted_at', B)
        .execute();
      await db.schema.createIndex('captures_owner_kind').on('captures').columns(['owner_user_id', 'kind', 'deleted_at', 'id']).execute();
      await db.schema.createIndex('captures_status_kind').on('captures').columns(['status', 'kind', 'id']).execute();
    },
  };
}
