import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSessionInput, TSessionStatus } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { getSessionTicket } from '../api/session-actions';

export type SocketState = 'connecting' | 'open' | 'closed' | 'error';

/**
 * The live page's WebSocket: a single-use ticket from getSessionTicket (never the bearer token in the URL),
 * frames drawn on the canvas as they come (only the newest one when drawing falls behind), status messages
 * kept, input sent as JSON. A dropped socket is opened again with a new ticket while the session runs.
 */
export function useLiveSocket(id: number, enabled: boolean, canvas: React.RefObject<HTMLCanvasElement | null>) {
  const [state, setState] = useState<SocketState>('connecting');
  const [status, setStatus] = useState<TSessionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ws = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    // the session said it is over: the page moves on with look, no new ticket is asked for
    let over = false;
    let tries = 0;
    let pending: Blob | null = null;
    let drawing = false;
    const draw = async () => {
      if (drawing || !pending) return;
      drawing = true;
      const blob = pending;
      pending = null;
      try {
        const bmp = await createImageBitmap(blob);
        const c = canvas.current;
        if (c) {
          if (c.width !== bmp.width || c.height !== bmp.height) [c.width, c.height] = [bmp.width, bmp.height];
          c.getContext('2d')?.drawImage(bmp, 0, 0);
        }
        bmp.close();
      } finally {
        drawing = false;
        if (pending) void draw();
      }
    };
    const open = async () => {
      setState('connecting');
      try {
        const t = await getSessionTicket(id);
        if (stopped) return;
        const sock = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${t.wsPath}?ticket=${encodeURIComponent(t.ticket)}`);
        sock.binaryType = 'blob';
        ws.current = sock;
        sock.onopen = () => {
          tries = 0;
          setState('open');
          setError(null);
        };
        sock.onmessage = (e: MessageEvent<Blob | string>) => {
          if (typeof e.data === 'string') {
            const s = JSON.parse(e.data) as TSessionStatus;
            if (s.ended) over = true;
            setStatus(s);
            return;
          }
          pending = e.data;
          void draw();
        };
        sock.onclose = () => {
          ws.current = null;
          setState('closed');
          if (!stopped && !over && tries < 5) {
            tries += 1;
            setTimeout(() => void open(), 1000 * tries);
          }
        };
      } catch (e) {
        if (stopped) return;
        setError(errorText(e));
        setState('error');
        if (tries < 5) {
          tries += 1;
          setTimeout(() => void open(), 1500 * tries);
        }
      }
    };
    void open();
    return () => {
      stopped = true;
      ws.current?.close();
      ws.current = null;
    };
  }, [id, enabled, canvas]);

  const send = useCallback((m: TSessionInput) => {
    const s = ws.current;
    if (s && s.readyState === WebSocket.OPEN) s.send(JSON.stringify(m));
  }, []);

  return { state, status, error, send };
}
