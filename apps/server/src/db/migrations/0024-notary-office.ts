import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big } from './helpers';

/**
 * The notary office's side (issue 15; decisions 300–): an operator's role (`operator` runs the platform's
 * reviews, `notary` also handles notarial orders; existing operators stay `operator`), and the money an
 * order ended by the office owes back by its original payment route (WeChat/Alipay), which the platform
 * records but cannot move by itself. `refunded_cents` (0022) keeps what was given back in points.
 */
export function notaryOffice(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('operators').addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('operator')).execute();
      await db.schema.alterTable('notary_orders').addColumn('refund_due_cents', B, (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
