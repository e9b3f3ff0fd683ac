import { CaptureStatus, PROCESS_LIMITS, PROCESS_MSG, CAPTURE_MSG } from '@evidence/shared/constants';
import type { TSessionTicketResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { loadCapture, type CaptureActor } from '../capture-access';
import { registryOf } from '../session/registry-of';
import { loadSession } from './session-row';

export const LIVE_SOCKET_PATH = '/api/Processforensics/live';

/**
 * POST /api/Processforensics/getSessionTicket {id} (decision 556): a single-use ticket (60 s) for the live
 * page's WebSocket, so the bearer token never travels in a socket URL. Only the person who started the
 * session may drive it (a company's main account sees its members' sessions in the list, not their screens).
 */
export async function sessionTicket(ctx: AppContext, a: CaptureActor, id: number): Promise<TSessionTicketResponse> {
  const row = loadSession(await loadCapture(ctx.db, a, id));
  if (Number(row.creator_user_id) !== a.actorUserId) throw refuse(CAPTURE_MSG.notFound);
  if (row.status !== CaptureStatus.running) throw refuse(PROCESS_MSG.notLive);
  const issued = registryOf(ctx).issue(id, a.actorUserId, PROCESS_LIMITS.ticketTtlMs);
  if (!issued) throw refuse(PROCESS_MSG.notOnThisNode);
  return { ticket: issued.ticket, wsPath: LIVE_SOCKET_PATH, expiresAt: issued.expiresAt };
}
