import type { CaptureKind, CaptureStatus } from '@evidence/shared/constants';
import type { Capture } from '../../src/db/schema';
import { chargeCapture } from '../../src/services/capture/capture-money';
import { insertCapture } from '../../src/services/capture/new-capture';
import type { TestApp } from './test-app';
import type { Caller } from './tenants';

/**
 * A capture row as its part's create call would write it (row, charge, in one transaction), without running
 * any browser: for the shared list, label, delete and money tests. `company` is the owner when the caller is a
 * sub-account.
 */
export async function putCapture(
  t: TestApp,
  c: Caller,
  o: { kind: CaptureKind; title?: string; status?: CaptureStatus; cents?: number; company?: number; label?: string | null; url?: string },
): Promise<Capture> {
  const sub = c.role === '2';
  const memberId = sub ? Number((await t.db.selectFrom('company_members').select('id').where('member_user_id', '=', c.userId).where('company_user_id', '=', o.company!).orderBy('id', 'desc').executeTakeFirstOrThrow()).id) : null;
  const a = { ownerUserId: sub ? o.company! : c.userId, actorUserId: c.userId, memberId, sub };
  return t.db.transaction().execute(async (trx) => {
    const row = await insertCapture(trx, a, { kind: o.kind, title: o.title ?? '测试取证', label: o.label ?? null, url: o.url ?? 'https://example.com/' }, '127.0.0.1');
    await chargeCapture(trx, row, a, o.cents ?? 500, Date.now());
    if (o.status) await trx.updateTable('captures').set({ status: o.status }).where('id', '=', row.id).execute();
    return trx.selectFrom('captures').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
}
