import { DOWNLOAD_MSG } from '@evidence/shared/constants';
import type { DownloadKind } from '../downloads/download-urls';
import { verifyDownload, type DownloadGrant } from '../downloads/signed-url';

export type TokenCheck =
  | { ok: true; grant: DownloadGrant; id: number }
  | { ok: false; http: 403 | 410; msg: string };

/**
 * Opens a download token of one kind. A token this server signed but whose time is up answers 410
 * '下载链接已过期…'; anything else (changed, forged, another kind, not an id) answers 403
 * '下载链接无效…'. Telling the two apart reveals nothing: only a genuine token can be "expired".
 */
export function checkDownloadToken(secret: Buffer, token: string, kind: DownloadKind, now = Date.now()): TokenCheck {
  const grant = verifyDownload(secret, token, kind, now);
  const valid = (g: DownloadGrant | null): g is DownloadGrant => g !== null && /^[1-9]\d{0,14}$/.test(String(g.id));
  if (valid(grant)) return { ok: true, grant, id: Number(grant.id) };
  const genuine = verifyDownload(secret, token, kind, Number.NEGATIVE_INFINITY);
  if (valid(genuine)) return { ok: false, http: 410, msg: DOWNLOAD_MSG.linkExpired };
  return { ok: false, http: 403, msg: DOWNLOAD_MSG.linkInvalid };
}

/** Who the custody log names for a grant: the account it was issued to, an operator (the notary office), or a visitor (extraction code). */
export function custodyActor(grant: DownloadGrant): { actorType: 'user' | 'visitor' | 'operator'; actorId: number | null } {
  if (typeof grant.operatorId === 'number') return { actorType: 'operator', actorId: grant.operatorId };
  return grant.userId === null || grant.userId === undefined ? { actorType: 'visitor', actorId: null } : { actorType: 'user', actorId: grant.userId };
}
