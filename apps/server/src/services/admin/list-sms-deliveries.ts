import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TSmsDeliveriesFilter, TSmsDeliveriesResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { maskPhone } from '../privacy/mask';

/**
 * The SMS provider's outcome rows (sms_deliveries, decision 891), newest first, optionally for one phone
 * (typed in full) and one outcome. Phones are answered masked: the page lists every user's messages, and an
 * operator helping a user who got no code types that user's number. Template keys and carrier codes are shown;
 * parameters (codes, links) were never stored.
 */
export async function listSmsDeliveries(db: Db, q: TSmsDeliveriesFilter, retentionDays: number): Promise<TSmsDeliveriesResponse> {
  let base = db.selectFrom('sms_deliveries');
  if (q.phone) base = base.where('phone', '=', q.phone);
  if (q.outcome) base = base.where('outcome', '=', q.outcome);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      phone: maskPhone(r.phone),
      purpose: r.purpose,
      template: r.template,
      provider: r.provider,
      outcome: r.outcome,
      providerCode: r.provider_code,
      reason: r.reason,
      providerRef: r.provider_ref,
      createdAt: Number(r.created_at),
    })),
    count: Number(total.n),
    retentionDays,
  };
}
