import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * App evidence and law-enforcement recorders (issue 17 items 4, 5; decisions 580–).
 * - `evidence_uploads.device_info`: the phone's facts of an app upload (tus metadata), recorded with the evidence.
 * - `bwc_devices`: a company's recorders. `device_no` is the platform's public id the recorder signs with;
 *   `secret_sealed` its HMAC key, AES-256-GCM sealed (erased when retired). One device per member and one member
 *   per device: `member_id` is one column, unique where set.
 * - `bwc_nonces`: the nonces of accepted signed requests, kept past the timestamp window, so a replay is refused.
 * - `bwc_recordings`: which evidence row a recorder uploaded, for whom (company, member, device) and when it was
 *   recorded, so the lists filter without opening the sealed enforcement JSON.
 */
export function deviceEvidence(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('evidence_uploads').addColumn('device_info', 'text').execute();

      await withId(db.schema.createTable('bwc_devices'), dialect)
        .addColumn('company_user_id', B, notNull)
        .addColumn('device_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('serial_no', 'varchar(64)', notNull)
        .addColumn('name', 'varchar(30)', notNull)
        .addColumn('secret_sealed', 'varchar(200)')
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('member_id', B)
        .addColumn('member_user_id', B)
        .addColumn('bound_at', B)
        .addColumn('created_by', B, notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('retired_at', B)
        .execute();
      await db.schema.createIndex('bwc_devices_member').on('bwc_devices').column('member_id').unique().where(sql.ref('member_id'), 'is not', null).execute();
      await db.schema.createIndex('bwc_devices_company_serial').on('bwc_devices').columns(['company_user_id', 'serial_no']).unique().execute();

      await db.schema
        .createTable('bwc_nonces')
        .addColumn('device_id', B, notNull)
        .addColumn('nonce', 'varchar(64)', notNull)
        .addColumn('at', B, notNull)
        .addPrimaryKeyConstraint('bwc_nonces_pk', ['device_id', 'nonce'])
        .execute();
      await db.schema.createIndex('bwc_nonces_at').on('bwc_nonces').column('at').execute();

      await withId(db.schema.createTable('bwc_recordings'), dialect)
        .addColumn('evidence_id', B, (c) => c.notNull().unique())
        .addColumn('company_user_id', B, notNull)
        .addColumn('member_id', B, notNull)
        .addColumn('member_user_id', B, notNull)
        .addColumn('device_id', B, notNull)
        .addColumn('start_at', B, notNull)
        .addColumn('end_at', B, notNull)
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('bwc_recordings_company').on('bwc_recordings').columns(['company_user_id', 'created_at']).execute();
      await db.schema.createIndex('bwc_recordings_member').on('bwc_recordings').columns(['member_user_id', 'created_at']).execute();
    },
  };
}
