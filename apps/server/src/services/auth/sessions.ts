import type { Db } from '../../db/connect';
import type { Session } from '../../db/schema';
import { newToken, sha256Hex } from './tokens';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** Seen-time writes are skipped within this window, so every request does not write a row. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  subject: { type: 'user' | 'operator'; id: number },
  policy: SessionPolicy,
  client: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      subject_type: subject.type,
      subject_id: subject.id,
      created_at: now,
      last_seen_at: now,
      expires_at: now + policy.absoluteMs,
      revoked_at: null,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The live session of a token, or null when unknown, revoked, idle too long or past its end. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<Session | null> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  const now = Date.now();
  if (!session || session.revoked_at !== null) return null;
  if (now >= session.expires_at || now - session.last_seen_at >= policy.idleMs) return null;
  if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
  }
  return session;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: Date.now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a subject, e.g. after a password change or reset. */
export async function revokeAllSessions(db: Db, subject: { type: 'user' | 'operator'; id: number }): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('revoked_at', 'is', null)
    .execute();
}
