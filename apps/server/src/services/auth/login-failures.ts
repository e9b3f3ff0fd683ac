import type { Db } from '../../db/connect';

/** Rows older than this are of no use to the throttle nor to the console's 24-hour view. */
const KEEP_MS = 7 * 86_400_000;

export type AccountKind = 'user' | 'operator';

/**
 * Writes the attempt's row before its password is compared, so parallel guesses from one address
 * count against each other; `releaseSlot` removes it again when the attempt turns out not to be a
 * failure (a success, or a refusal for a missing captcha). Answers the row's id.
 */
export async function reserveSlot(db: Db, at: number, ip: string | null, kind: AccountKind, accountId: number | null): Promise<number> {
  const row = await db.insertInto('login_failures').values({ at, ip, account_kind: kind, account_id: accountId }).returning('id').executeTakeFirstOrThrow();
  // old rows go now and then (about one failure in fifty), not on every attempt
  if (Number(row.id) % 50 === 0) await db.deleteFrom('login_failures').where('at', '<', at - KEEP_MS).execute();
  return Number(row.id);
}

export async function releaseSlot(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Failures (and attempts in flight) from one address since `since`. */
export async function failuresFromAddress(db: Db, ip: string | null, since: number): Promise<number> {
  if (!ip) return 0;
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
