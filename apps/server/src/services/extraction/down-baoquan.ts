import { EXTRACT_LOCK_AFTER, EXTRACT_LOCK_MS, EvidenceStatus, SHARE_MSG, fillMessage } from '@evidence/shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { downloadUrl } from '../downloads/download-urls';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { addressKey, maskAddress } from './address-key';
import { codeCipher } from './code-cipher';
import { readExtractCode } from './extract-code-store';
import { guardAttempt } from './extract-guard';

export interface ExtractRequest {
  baoquan: string;
  code: string;
  ip: string | null;
  /** a logged-in caller (anyone may extract with the code; the custody log then names the account) */
  userId: number | null;
}

interface ExtractDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'extractCodeKey' | 'download'>;
  downloadSecret: Buffer;
}

/**
 * POST /api/share/downBaoquan (000 §7, issue 4 §6): whoever holds the record's number and its owner's
 * extraction code (a company's code covers its members' uploads) gets a signed download URL of the
 * evidence package. A deleted number answers like a missing one. Wrong codes count per (record,
 * address); the 5th within an hour locks that pair for an hour and tells the owner.
 */
export async function extractByCode(deps: ExtractDeps, req: ExtractRequest): Promise<{ downUrl: string }> {
  const { db } = deps;
  const ev = await db
    .selectFrom('evidence')
    .select(['id', 'evidence_no', 'owner_user_id', 'status'])
    .where('evidence_no', '=', req.baoquan)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!ev) throw refuse(SHARE_MSG.notFound);
  const cipher = codeCipher(deps.config);
  const stored = await readExtractCode(db, cipher, ev.owner_user_id);
  // no code (or one that no longer opens) matches nothing, not even an empty answer
  if (stored.state !== 'set') throw refuse(SHARE_MSG.noCode);

  const actor = req.userId === null ? ({ actorType: 'visitor', actorId: null } as const) : ({ actorType: 'user', actorId: req.userId } as const);
  const auditActor = req.userId === null ? ({ actorType: 'anonymous', actorId: null } as const) : ({ actorType: 'user', actorId: req.userId } as const);
  const result = await db.transaction().execute(async (trx) => {
    const g = await guardAttempt(trx, ev.id, addressKey(req.ip), () => cipher.same(stored.code, req.code));
    const now = g.at;
    if (g.outcome === 'wrong') {
      const locked = g.lockedUntil !== null;
      await writeCustody(trx, { evidenceId: ev.id, action: CustodyAction.extractRefused, ...actor, ip: req.ip, at: now, detail: { via: 'code', reason: locked ? 'locked' : 'wrongCode', failures: g.failures } });
      await writeAudit(trx, { ...auditActor, action: locked ? 'evidence.extract.locked' : 'evidence.extract.wrongCode', targetType: 'evidence', targetId: ev.id, ip: req.ip, detail: { failures: g.failures } });
      if (locked) {
        const content = fillMessage(SHARE_MSG.lockNotice, { baoquan: ev.evidence_no, address: maskAddress(req.ip), count: g.failures });
        await trx.insertInto('notifications').values({ user_id: ev.owner_user_id, content, is_read: 0, created_at: now }).execute();
      }
    } else if (g.outcome === 'right' && ev.status === EvidenceStatus.uploaded) {
      await writeCustody(trx, { evidenceId: ev.id, action: CustodyAction.extracted, ...actor, ip: req.ip, at: now, detail: { via: 'code' } });
      await writeAudit(trx, { ...auditActor, action: 'evidence.extract', targetType: 'evidence', targetId: ev.id, ip: req.ip });
    }
    return g;
  });

  const now = result.at;
  if (result.outcome === 'locked') throw refuse(lockedMessage(result.until, now));
  if (result.outcome === 'wrong') {
    if (result.lockedUntil !== null) throw refuse(lockedMessage(result.lockedUntil, now));
    throw refuse(fillMessage(SHARE_MSG.wrongCode, { left: EXTRACT_LOCK_AFTER - result.failures }));
  }
  if (ev.status === EvidenceStatus.uploading) throw refuse(SHARE_MSG.stillUploading);
  if (ev.status !== EvidenceStatus.uploaded) throw refuse(SHARE_MSG.missingNoDownload);
  // the package route re-checks the record, writes custody download_package and streams the ZIP
  const downUrl = downloadUrl({ secret: deps.downloadSecret, ttlMs: deps.config.download.ttlMs }, 'package', ev.id, { userId: null, via: 'code' }, now);
  return { downUrl };
}

function lockedMessage(until: number, now: number): string {
  const minutes = Math.ceil((until - now) / 60_000);
  return fillMessage(SHARE_MSG.locked, { minutes: Math.min(Math.max(1, minutes), EXTRACT_LOCK_MS / 60_000) });
}
