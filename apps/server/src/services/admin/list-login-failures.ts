import type { TLoginFailureAccount, TLoginFailuresResponse } from '@evidence/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

const WINDOW_MS = 86_400_000;
/** the busiest rows only: a burst stands out, the long tail is noise */
const LIMIT = 50;

/** Failed logins of the last 24 hours for the console: the most-failed accounts and addresses first. */
export async function listLoginFailures(db: Db, now: number = Date.now()): Promise<TLoginFailuresResponse> {
  const since = now - WINDOW_MS;
  const recent = db.selectFrom('login_failures').where('at', '>=', since);
  const [byAccount, byAddress] = await Promise.all([
    recent
      .where('account_id', 'is not', null)
      .select((eb) => ['account_kind', 'account_id', eb.fn.countAll<number>().as('n'), eb.fn.count<number>('ip').distinct().as('ips'), eb.fn.max('at').as('last')])
      .groupBy(['account_kind', 'account_id'])
      .orderBy('n', 'desc')
      .limit(LIMIT)
      .execute(),
    recent
      .where('ip', 'is not', null)
      // a user and an operator may share an id: kind and id together name an account
      .select((eb) => ['ip', eb.fn.countAll<number>().as('n'), sql<number>`count(distinct account_kind || ':' || account_id)`.as('accounts'), eb.fn.max('at').as('last')])
      .groupBy('ip')
      .orderBy('n', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  const ids = (kind: 'user' | 'operator') => byAccount.filter((r) => r.account_kind === kind).map((r) => Number(r.account_id));
  const [users, operators] = await Promise.all([
    ids('user').length ? db.selectFrom('users').select(['id', 'phone']).where('id', 'in', ids('user')).execute() : [],
    ids('operator').length ? db.selectFrom('operators').select(['id', 'phone', 'name']).where('id', 'in', ids('operator')).execute() : [],
  ]);
  const accounts: TLoginFailureAccount[] = byAccount.map((r) => {
    const id = Number(r.account_id);
    const operator = r.account_kind === 'operator' ? operators.find((o) => Number(o.id) === id) : undefined;
    const user = r.account_kind === 'user' ? users.find((u) => Number(u.id) === id) : undefined;
    return {
      kind: r.account_kind,
      accountId: id,
      phone: operator?.phone ?? user?.phone ?? '',
      name: operator?.name ?? null,
      failures: Number(r.n),
      addresses: Number(r.ips),
      lastAt: Number(r.last),
    };
  });
  const addresses = byAddress.map((r) => ({ ip: r.ip ?? '', failures: Number(r.n), accounts: Number(r.accounts), lastAt: Number(r.last) }));
  return { since, accounts, addresses };
}
