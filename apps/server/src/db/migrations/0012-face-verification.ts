import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Face verification (人脸核验) of individual submissions (docs/decisions.md 90–94).
 * `face_verifications`: one row per face session we started: the submission, the flow (QR code or
 * payment app), the provider and its transaction id, the state and when it ended. Only the result
 * is kept: no image, video or score column exists, by design (PIPL: face data is sensitive).
 * `face_local_sessions`: the local test provider's own sessions (what a real provider keeps on its
 * side): the mobile link's token only as a SHA-256 hash, the masked name the page shows, the result.
 */
export function faceVerification(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('face_verifications'), dialect)
        .addColumn('submission_id', B, (c) => c.notNull().references('verification_submissions.id'))
        .addColumn('user_id', B, (c) => c.notNull().references('users.id'))
        // detect (QR, 000 §4) or ali (payment app, 001 §4)
        .addColumn('flow', 'varchar(10)', notNull)
        .addColumn('provider', 'varchar(20)', notNull)
        // the provider's id of the session: BizToken or certify_id
        .addColumn('transaction_id', 'varchar(100)', notNull)
        // PENDING, SUCCESS, FAIL, EXPIRED (ran out of time), CANCELLED (a newer session replaced it)
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('finished_at', B)
        .execute();
      await db.schema.createIndex('face_transaction').on('face_verifications').columns(['provider', 'transaction_id']).unique().execute();
      // one open session per submission, even under concurrent starts
      await db.schema.createIndex('face_one_pending').on('face_verifications').column('submission_id').unique().where(sql.ref('status'), '=', sql.lit('PENDING')).execute();
      await db.schema.createIndex('face_user_started').on('face_verifications').columns(['user_id', 'created_at']).execute();

      await withId(db.schema.createTable('face_local_sessions'), dialect)
        .addColumn('transaction_id', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('flow', 'varchar(10)', notNull)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('masked_name', 'varchar(50)', notNull)
        // null until the tester chose: SUCCESS or FAIL
        .addColumn('result', 'varchar(10)')
        .addColumn('created_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('completed_at', B)
        .execute();
    },
  };
}
