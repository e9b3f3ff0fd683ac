import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/** Accounts, operators, sessions, captchas, SMS codes and outbox, memberships, notifications, audit. */
export function accounts(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', notNull)
        .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verify_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('company', 'varchar(200)')
        .addColumn('contact_name', 'varchar(100)')
        .addColumn('repair_type', 'integer')
        .addColumn('extract_code', 'varchar(30)')
        .addColumn('points_cents', B, (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', B)
        .addColumn('last_role', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
        .addColumn('last_company_id', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();

      await withId(db.schema.createTable('operators'), dialect)
        .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('password_hash', 'varchar(255)', notNull)
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', B)
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', B, notNull)
        .execute();

      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('subject_type', 'varchar(10)', notNull)
        .addColumn('subject_id', B, notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('last_seen_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('revoked_at', B)
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .execute();
      await db.schema.createIndex('sessions_subject').on('sessions').columns(['subject_type', 'subject_id']).execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('text_hash', 'varchar(64)', notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('used_at', B)
        .execute();

      await withId(db.schema.createTable('sms_codes'), dialect)
        .addColumn('phone', 'varchar(20)', notNull)
        .addColumn('purpose', 'varchar(20)', notNull)
        .addColumn('code_hash', 'varchar(64)', notNull)
        .addColumn('token', 'varchar(64)', notNull)
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', B)
        .execute();
      await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'purpose', 'created_at']).execute();
      await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

      await withId(db.schema.createTable('sms_outbox'), dialect)
        .addColumn('phone', 'varchar(20)', notNull)
        .addColumn('text', 'varchar(500)', notNull)
        .addColumn('purpose', 'varchar(20)', notNull)
        .addColumn('provider', 'varchar(20)', notNull)
        .addColumn('created_at', B, notNull)
        .execute();

      await withId(db.schema.createTable('company_members'), dialect)
        .addColumn('company_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('member_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('status', 'integer', notNull)
        .addColumn('bind_time', B)
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('company_members_member').on('company_members').columns(['member_user_id', 'status']).execute();

      await withId(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('content', 'varchar(1000)', notNull)
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'is_read']).execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('at', B, notNull)
        .addColumn('actor_type', 'varchar(20)', notNull)
        .addColumn('actor_id', B)
        .addColumn('action', 'varchar(60)', notNull)
        .addColumn('target_type', 'varchar(40)')
        .addColumn('target_id', 'varchar(64)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    },
  };
}
