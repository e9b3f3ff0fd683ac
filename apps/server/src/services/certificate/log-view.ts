import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { CustodyAction, writeCustody } from '../evidence/custody';

const ONCE_PER_MS = 3_600_000;

/**
 * A view of the certificate by someone other than the owner goes into the record's custody log
 * (services/evidence/custody.ts), at most once an hour per address and account, so reloads and
 * the page's own refetches do not bury the log.
 */
export async function logCertificateView(db: Db, p: Principal, row: Evidence, ip: string | null, now = Date.now()): Promise<void> {
  const actorId = p.kind === 'user' ? p.user.id : null;
  let recent = db
    .selectFrom('evidence_custody')
    .select('id')
    .where('evidence_id', '=', row.id)
    .where('action', '=', CustodyAction.viewed)
    .where('at', '>', now - ONCE_PER_MS);
  recent = ip === null ? recent.where('ip', 'is', null) : recent.where('ip', '=', ip);
  recent = actorId === null ? recent.where('actor_id', 'is', null) : recent.where('actor_id', '=', actorId);
  if (await recent.limit(1).executeTakeFirst()) return;
  await writeCustody(db, { evidenceId: row.id, action: CustodyAction.viewed, actorType: actorId === null ? 'visitor' : 'user', actorId, ip, detail: { via: 'link' }, at: now });
}
