import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Failed logins by client address (issue 14; decisions 178–183): the address-level captcha and
 * throttle count them, and operators see bursts in the console. A row is written before the
 * password is compared and removed again when the login succeeds, so only failures remain.
 * `account_id` is the user's or operator's id, null for a phone that matches no account.
 */
export function loginFailures(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('login_failures'), dialect)
        .addColumn('at', B, notNull)
        .addColumn('ip', 'varchar(64)')
        .addColumn('account_kind', 'varchar(10)', notNull)
        .addColumn('account_id', B)
        .execute();
      await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'at']).execute();
      await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
    },
  };
}
