import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TSmsOutboxResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';

/** The local SMS outbox, newest first, optionally for one phone. */
export async function listSmsOutbox(db: Db, q: { page: number; phone?: string | undefined }): Promise<TSmsOutboxResponse> {
  let base = db.selectFrom('sms_outbox');
  if (q.phone) base = base.where('phone', '=', q.phone);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, purpose: r.purpose, provider: r.provider, createdAt: r.created_at })),
    count: Number(total.n),
  };
}
