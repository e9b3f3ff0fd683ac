import { createHash, randomBytes } from 'node:crypto';
import type { LiveSession } from './live-session';

interface Ticket {
  captureId: number;
  userId: number;
  expiresAt: number;
}

/**
 * The sessions running on THIS node and the live pages' socket tickets (decision 556). A session is a
 * Chromium on one machine, so its socket must reach that machine: with several nodes, the load balancer
 * routes /api/Processforensics/live by the ticket's node (documented limit). Tickets are single-use, short,
 * bound to the capture and the user, and kept only as hashes.
 */
export class SessionRegistry {
  private readonly live = new Map<number, { session: LiveSession; ownerUserId: number; creatorUserId: number }>();
  private readonly tickets = new Map<string, Ticket>();

  add(captureId: number, session: LiveSession, ownerUserId: number, creatorUserId: number): void {
    this.live.set(captureId, { session, ownerUserId, creatorUserId });
  }

  remove(captureId: number, session: LiveSession): void {
    if (this.live.get(captureId)?.session === session) this.live.delete(captureId);
    for (const [k, t] of this.tickets) if (t.captureId === captureId) this.tickets.delete(k);
  }

  get(captureId: number): LiveSession | null {
    return this.live.get(captureId)?.session ?? null;
  }

  /** Issues a ticket for a session running here; the caller has already checked the user may see it. */
  issue(captureId: number, userId: number, ttlMs: number, now = Date.now()): { ticket: string; expiresAt: number } | null {
    if (!this.live.has(captureId)) return null;
    for (const [k, t] of this.tickets) if (t.expiresAt < now) this.tickets.delete(k);
    const ticket = randomBytes(24).toString('base64url');
    const expiresAt = now + ttlMs;
    this.tickets.set(hash(ticket), { captureId, userId, expiresAt });
    return { ticket, expiresAt };
  }

  /** Takes a ticket (it is gone afterwards, whatever the answer): the session it opens, or null. */
  redeem(ticket: string, now = Date.now()): { session: LiveSession; captureId: number; userId: number } | null {
    const key = hash(ticket);
    const t = this.tickets.get(key);
    this.tickets.delete(key);
    if (!t || t.expiresAt < now) return null;
    const entry = this.live.get(t.captureId);
    if (!entry || entry.session.ended) return null;
    return { session: entry.session, captureId: t.captureId, userId: t.userId };
  }

  get size(): number {
    return this.live.size;
  }
}

const hash = (t: string) => createHash('sha256').update(t).digest('hex');
