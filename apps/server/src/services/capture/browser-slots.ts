/**
 * The browsers this node runs at once for captures and sessions (CAPTURE_CONCURRENCY; each Chromium
 * wants about a core and 1 GB). A job that finds no free slot waits here, its capture still 排队中, so
 * the queue position stays true; the wait ends when its job is aborted (cancel, shutdown, lost lease).
 */
let running = 0;
const waiting: Array<() => void> = [];

export async function acquireBrowserSlot(limit: number, signal: AbortSignal): Promise<() => void> {
  while (running >= Math.max(1, limit)) {
    if (signal.aborted) throw new Error('aborted while waiting for a browser slot');
    await new Promise<void>((resolve) => {
      const wake = () => {
        signal.removeEventListener('abort', wake);
        const i = waiting.indexOf(wake);
        if (i >= 0) waiting.splice(i, 1);
        resolve();
      };
      waiting.push(wake);
      signal.addEventListener('abort', wake);
    });
  }
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    waiting.shift()?.();
  };
}

/** For the benchmark and tests: how many slots are taken now. */
export const browserSlotsInUse = () => running;
