import { createHash, randomBytes } from 'node:crypto';
import { FaceFlow } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { maskName } from '../../services/privacy/mask';
import type { FaceAnswer, FacePerson, FaceProvider, FaceSessionStarted, FaceStartOptions } from './face-provider';

/** The mobile link's token is stored only as this hash: a copy of the database cannot complete a session. */
export function hashLocalToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page the QR code opens (apps/web route /mobile/face/:token). */
export function localFaceUrl(siteBase: string, token: string): string {
  return `${siteBase.replace(/\/+$/, '')}/mobile/face/${token}`;
}

async function start(db: Db, flow: FaceFlow, person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted> {
  // 256 bits each: the transaction id is shown to the owner's browser, the token only travels in the QR code
  const transactionId = `local-${flow}-${randomBytes(16).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const at = Date.now();
  await db
    .insertInto('face_local_sessions')
    .values({
      transaction_id: transactionId,
      flow,
      token_hash: hashLocalToken(token),
      // the page shows who is to be checked, masked; the ID number is never given to this provider's page
      masked_name: maskName(person.name),
      result: null,
      created_at: at,
      expires_at: at + opts.ttlMs,
      completed_at: null,
    })
    .execute();
  return { transactionId, url: localFaceUrl(opts.siteBase, token) };
}

async function query(db: Db, flow: FaceFlow, transactionId: string): Promise<FaceAnswer> {
  const row = await db.selectFrom('face_local_sessions').select(['result', 'expires_at']).where('transaction_id', '=', transactionId).where('flow', '=', flow).executeTakeFirst();
  // an unknown session is as good as an expired one: it will never have a result
  if (!row) return { outcome: 'EXPIRED' };
  if (row.result) return { outcome: row.result };
  return { outcome: Date.now() >= Number(row.expires_at) ? 'EXPIRED' : 'PENDING' };
}

/**
 * FACE_PROVIDER=local: works on one machine with no account anywhere. Nothing is verified: the
 * tester decides on the mobile page (services/face/local-page.ts), labelled 本地测试人脸核验（非真实核验）.
 */
export function localFaceProvider(db: Db): FaceProvider {
  return {
    name: 'local',
    flows: [FaceFlow.detect, FaceFlow.ali],
    isLocal: true,
    enabled: true,
    startDetect: (person, opts) => start(db, 'detect', person, opts),
    queryDetect: (id) => query(db, 'detect', id),
    startAli: (person, opts) => start(db, 'ali', person, opts),
    queryAli: (id) => query(db, 'ali', id),
  };
}
