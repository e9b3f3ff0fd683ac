import { EXTRACT_LOCK_AFTER, EXTRACT_LOCK_MS, EvidenceStatus, NEWS_MSG, SHARE_MSG, fillMessage } from '@evidence/shared/constants';
import type { TDownBaoquanResponse } from '@evidence/shared/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { beijingTime } from '../certificate/format';
import { downloadUrl } from '../downloads/download-urls';
import { isInlineType } from '../downloads/inline-types';
import { mustOpenByToken } from '../share/share-link';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { addressKey, maskAddress } from './address-key';
import { notify } from '../notifications/notify';
import { codeCipher } from './code-cipher';
import { readExtractCode } from './extract-code-store';
import { guardAttempt } from './extract-guard';
import { countRecordFailure, enterRecordGuard } from './record-guard';

export interface ExtractRequest {
  baoquan: string;
  code: string;
  /** the token of the link the visitor came by: an ended share link extracts nothing (decision 871) */
  viewToken?: string | undefined;
  ip: string | null;
  /** a logged-in caller (anyone may extract with the code; the custody log then names the account) */
  userId: number | null;
  /** the account the caller acts for (a sub-account's company), so an owner's own extraction is not noticed to them */
  actingFor?: number | null;
}

/** one notice of an extraction per record and address in this time */
const EXTRACT_NOTICE_EVERY_MS = 3_600_000;

interface ExtractDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'extractCodeKey' | 'download'>;
  downloadSecret: Buffer;
}

/**
 * POST /api/share/downBaoquan (000 §7, issue 4 §6): whoever holds the record's number and its owner's
 * extraction code (a company's code covers its members' uploads) gets a signed download URL of the
 * evidence package. A deleted number answers like a missing one. Wrong codes count per (record,
 * address); the 5th within an hour locks that pair for an hour and tells the owner. They count per
 * record across all addresses too (decision 171): the 10th within an hour locks the record for
 * everyone, for longer each time, and tells the owner. The owner's own account (or a member acting
 * for it) is not held by the record-wide lock: it can download the record without a code anyway.
 */
export async function extractByCode(deps: ExtractDeps, req: ExtractRequest): Promise<TDownBaoquanResponse> {
  const { db } = deps;
  // before any code is compared: an ended link is no try at the code and counts against nothing
  if (req.viewToken !== undefined) await mustOpenByToken(db, deps.downloadSecret, req.baoquan, req.viewToken);
  const ev = await db
    .selectFrom('evidence')
    .select(['id', 'evidence_no', 'owner_user_id', 'status', 'mime', 'file_name'])
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
  const ownerId = Number(ev.owner_user_id);
  const byOwner = req.userId === ownerId || (req.actingFor ?? null) === ownerId;
  const result = await db.transaction().execute(async (trx) => {
    const record = byOwner ? null : await enterRecordGuard(trx, ev.id, Date.now());
    if (record?.lockedUntil != null && record.lockedUntil > Date.now()) return { at: Date.now(), outcome: 'recordLocked' as const, until: record.lockedUntil };
    const g = await guardAttempt(trx, ev.id, addressKey(req.ip), () => cipher.same(stored.code, req.code));
    const now = g.at;
    if (g.outcome === 'wrong' && record) {
      const lock = await countRecordFailure(trx, record, ev.id, now);
      if (lock) {
        await writeCustody(trx, { evidenceId: ev.id, action: CustodyAction.extractRefused, ...actor, ip: req.ip, at: now, detail: { via: 'code', reason: 'recordLocked', failures: lock.failures } });
        await writeAudit(trx, { ...auditActor, action: 'evidence.extract.recordLocked', targetType: 'evidence', targetId: ev.id, ip: req.ip, detail: { failures: lock.failures, until: lock.until } });
        await notify(trx, ownerId, fillMessage(SHARE_MSG.recordLockNotice, { baoquan: ev.evidence_no, count: lock.failures, duration: durationText(lock.lengthMs) }), now);
        return { at: now, outcome: 'recordLocked' as const, until: lock.until };
      }
    }
    if (g.outcome === 'wrong') {
      const locked = g.lockedUntil !== null;
      await writeCustody(trx, { evidenceId: ev.id, action: CustodyAction.extractRefused, ...actor, ip: req.ip, at: now, detail: { via: 'code', reason: locked ? 'locked' : 'wrongCode', failures: g.failures } });
      await writeAudit(trx, { ...auditActor, action: locked ? 'evidence.extract.locked' : 'evidence.extract.wrongCode', targetType: 'evidence', targetId: ev.id, ip: req.ip, detail: { failures: g.failures } });
      if (locked) {
        const content = fillMessage(SHARE_MSG.lockNotice, { baoquan: ev.evidence_no, address: maskAddress(req.ip), count: g.failures });
        await notify(trx, ev.owner_user_id, content, now);
      }
    } else if (g.outcome === 'right' && ev.status === EvidenceStatus.uploaded) {
      // the owner learns that someone else took the evidence (decision 86): not of their own
      // extraction, and once an hour per record and address (the custody log has every one)
      if (!byOwner && !(await extractedLately(trx, ev.id, req.ip, now))) {
        await notify(trx, ownerId, fillMessage(NEWS_MSG.extractedNotice, { baoquan: ev.evidence_no, time: beijingTime(now), address: maskAddress(req.ip) }), now);
      }
      await writeCustody(trx, { evidenceId: ev.id, action: CustodyAction.extracted, ...actor, ip: req.ip, at: now, detail: { via: 'code' } });
      await writeAudit(trx, { ...auditActor, action: 'evidence.extract', targetType: 'evidence', targetId: ev.id, ip: req.ip });
    }
    return g;
  });

  const now = result.at;
  if (result.outcome === 'recordLocked') throw refuse(fillMessage(SHARE_MSG.recordLocked, { minutes: Math.max(1, Math.ceil((result.until - now) / 60_000)) }));
  if (result.outcome === 'locked') throw refuse(lockedMessage(result.until, now));
  if (result.outcome === 'wrong') {
    if (result.lockedUntil !== null) throw refuse(lockedMessage(result.lockedUntil, now));
    throw refuse(fillMessage(SHARE_MSG.wrongCode, { left: EXTRACT_LOCK_AFTER - result.failures }));
  }
  if (ev.status === EvidenceStatus.uploading) throw refuse(SHARE_MSG.stillUploading);
  if (ev.status !== EvidenceStatus.uploaded) throw refuse(SHARE_MSG.missingNoDownload);
  // the package route re-checks the record, writes custody download_package and streams the ZIP
  const sign = { secret: deps.downloadSecret, ttlMs: deps.config.download.ttlMs };
  const downUrl = downloadUrl(sign, 'package', ev.id, { userId: null, via: 'code' }, now);
  // the online view (decision 872): a grant as short-lived as the package's, issued only here, after the right code
  const previewUrl = isInlineType(ev.mime) ? downloadUrl(sign, 'preview', ev.id, { userId: null, via: 'code' }, now) : null;
  return { downUrl, previewUrl, mime: ev.mime, fileName: ev.file_name };
}

function lockedMessage(until: number, now: number): string {
  const minutes = Math.ceil((until - now) / 60_000);
  return fillMessage(SHARE_MSG.locked, { minutes: Math.min(Math.max(1, minutes), EXTRACT_LOCK_MS / 60_000) });
}

/** A lock's length as the owner's notice says it: 15分钟, 2小时, 24小时. */
function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 60 ? `${minutes}分钟` : `${Math.round(minutes / 60)}小时`;
}

/** Whether this address extracted this record within the last hour (its notice was then already sent). */
async function extractedLately(trx: Db, evidenceId: number, ip: string | null, now: number): Promise<boolean> {
  let q = trx
    .selectFrom('evidence_custody')
    .select('id')
    .where('evidence_id', '=', evidenceId)
    .where('action', '=', CustodyAction.extracted)
    .where('at', '>', now - EXTRACT_NOTICE_EVERY_MS);
  q = ip === null ? q.where('ip', 'is', null) : q.where('ip', '=', ip);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}
