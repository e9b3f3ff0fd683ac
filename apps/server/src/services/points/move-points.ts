import { COMMERCE_MSG, type PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';

export interface PointsChange {
  /** whose balance: an individual, or the company whose balance its members spend */
  accountUserId: number;
  /** hundredths of a point, > 0; the direction comes from `move` */
  cents: number;
  move: PointsMove;
  orderId: number | null;
  actorUserId: number | null;
}

const DEBITS: ReadonlySet<PointsMove> = new Set(['consumption']);

/**
 * The one writer of balances: changes `users.points_cents` and writes its `points_ledger` row with
 * the balance after it. Call it inside the transaction of what caused the change (an order paid,
 * a record charged), so both stand or fall together.
 *
 * A debit is a single conditional UPDATE (`points_cents >= cents`): the row lock of the UPDATE
 * (PostgreSQL) or the one writer of SQLite serialises concurrent spenders, so the balance can never
 * go below zero and no spend is lost. A refused debit throws '积分余额不足…' and changes nothing.
 * A credit of an order already credited (a replayed payment notice) fails on the unique
 * (order_id, move) index, which rolls the caller's transaction back.
 */
export async function movePoints(trx: Db, change: PointsChange): Promise<{ balanceAfterCents: number }> {
  if (!Number.isSafeInteger(change.cents) || change.cents <= 0) throw new Error('movePoints: cents must be a positive integer');
  const debit = DEBITS.has(change.move);
  const delta = debit ? -change.cents : change.cents;
  let q = trx
    .updateTable('users')
    .set((eb) => ({ points_cents: eb('points_cents', '+', delta) }))
    .where('id', '=', change.accountUserId);
  if (debit) q = q.where('points_cents', '>=', change.cents);
  const row = await q.returning('points_cents').executeTakeFirst();
  if (!row) {
    if (debit) throw refuse(COMMERCE_MSG.pointsInsufficient);
    throw new Error('movePoints: no such account');
  }
  const balanceAfterCents = Number(row.points_cents);
  await trx
    .insertInto('points_ledger')
    .values({
      account_user_id: change.accountUserId,
      order_id: change.orderId,
      move: change.move,
      delta_cents: delta,
      balance_after_cents: balanceAfterCents,
      actor_user_id: change.actorUserId,
      created_at: Date.now(),
    })
    .execute();
  return { balanceAfterCents };
}
