import type { Kysely } from 'kysely';

/**
 * A notice that asks the reader to act should take them there (issue 24 items 1 and 5: 您有一份合同待签署,
 * 请确认询问笔录, 请支付): notifications.link holds an in-app path ('/electric-sign/mine?tab=todo'), never an
 * address of another site. Nullable: most notices only tell.
 */
export function notificationLinks() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('link', 'varchar(300)').execute();
    },
  };
}
