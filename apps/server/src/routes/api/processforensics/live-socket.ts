import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ZSessionInput } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { LIVE_SOCKET_PATH } from '../../../services/capture/process/session-ticket';
import type { LiveSession, SessionViewer } from '../../../services/capture/session/live-session';
import { registryOf } from '../../../services/capture/session/registry-of';

/** A viewer that has this much unsent is skipped for frames (the recording never is). */
const SLOW_VIEWER_BYTES = 2 * 1024 * 1024;
/** Input messages a socket may send per second (a mouse move is one); more are dropped. */
const MAX_INPUT_PER_SECOND = 250;

/**
 * GET /api/Processforensics/live?ticket=… upgraded to a WebSocket (decision 556): the ticket from
 * getSessionTicket, taken once; a wrong, expired, replayed or another session's ticket gets 403 before any
 * WebSocket exists. Frames go out as binary JPEG, status as JSON text; input comes in as JSON text, checked by
 * ZSessionInput and handed to the session.
 */
export function registerLiveSocket(app: App, ctx: AppContext): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.toLowerCase() !== LIVE_SOCKET_PATH.toLowerCase()) return;
    const sameOrigin = isSameOrigin(req.headers.origin, req.headers.host);
    // the ticket is spent by any attempt, so one leaked to another site is burned by its first use there
    const redeemed = registryOf(ctx).redeem(url.searchParams.get('ticket') ?? '');
    const taken = sameOrigin ? redeemed : null;
    if (!taken) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, taken.session));
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  });
}

/** A page of another site must not open a session's socket, even with a leaked ticket; a malformed Origin is another site. */
function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function attach(ws: WebSocket, session: LiveSession): void {
  const viewer: SessionViewer = {
    canTakeFrame: () => ws.readyState === ws.OPEN && ws.bufferedAmount < SLOW_VIEWER_BYTES,
    sendFrame: (jpeg) => ws.send(jpeg, { binary: true }),
    sendStatus: (s) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(s)),
    close: (code, reason) => ws.close(code, reason),
  };
  let second = 0;
  let count = 0;
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) [second, count] = [now, 0];
    if ((count += 1) > MAX_INPUT_PER_SECOND) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const m = ZSessionInput.safeParse(parsed);
    if (m.success) session.handle(m.data);
  });
  ws.on('close', () => session.detach(viewer));
  ws.on('error', () => session.detach(viewer));
  session.attach(viewer);
}
