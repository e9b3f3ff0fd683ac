import { Worker } from 'node:worker_threads';

/**
 * SM3 on a worker thread, so it runs in parallel with receiving, writing and SHA-256 on the main
 * thread (SM3 costs about eight times SHA-256 here). One worker serves every upload; each upload's
 * state lives there under its id, and messages are handled in order, so a digest always covers
 * every update sent before it. The code is inline (eval) so the bundled server needs no extra file.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const states = new Map();
parentPort.on('message', (m) => {
  try {
    if (m.op === 'reset') states.set(m.id, createHash('sm3'));
    else if (m.op === 'update') {
      // a state lost with an earlier worker is rebuilt by the sender; the ack must come anyway
      const h = states.get(m.id);
      if (h) h.update(new Uint8Array(m.buf));
      parentPort.postMessage({ op: 'ack', bytes: m.buf.byteLength });
    } else if (m.op === 'digest') {
      const h = states.get(m.id);
      states.delete(m.id);
      parentPort.postMessage({ op: 'reply', seq: m.seq, hex: h ? h.digest('hex') : null });
    } else if (m.op === 'drop') states.delete(m.id);
  } catch (err) {
    parentPort.postMessage({ op: 'reply', seq: m.seq, error: String(err) });
  }
});
`;

/** How many bytes may wait for the worker before the sender is held back. */
const MAX_QUEUED = 16 * 1024 * 1024;

export class Sm3Worker {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly replies = new Map<number, { resolve: (hex: string) => void; reject: (err: Error) => void }>();
  private queued = 0;
  private drained: Array<() => void> = [];
  /** bumps when a worker dies: every state in it is gone */
  generation = 0;

  private get w(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (m: { op: string; seq?: number; hex?: string | null; error?: string; bytes?: number }) => {
      if (m.op === 'ack') {
        this.queued -= m.bytes ?? 0;
        if (this.queued <= MAX_QUEUED) this.drained.splice(0).forEach((f) => f());
        return;
      }
      const waiter = m.seq === undefined ? undefined : this.replies.get(m.seq);
      if (!waiter || m.seq === undefined) return;
      this.replies.delete(m.seq);
      if (m.hex) waiter.resolve(m.hex);
      else waiter.reject(new Error(m.error ?? 'sm3 state missing'));
    });
    const fail = (err: Error) => {
      this.worker = null;
      this.generation += 1;
      this.queued = 0;
      this.drained.splice(0).forEach((f) => f());
      for (const [, waiter] of this.replies) waiter.reject(err);
      this.replies.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`sm3 worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  reset(id: string): void {
    this.w.postMessage({ op: 'reset', id });
  }

  /** Sends a copy of `chunk`; resolves at once unless too much is still queued. */
  async update(id: string, chunk: Uint8Array): Promise<void> {
    const copy = new Uint8Array(chunk.byteLength);
    copy.set(chunk);
    this.queued += copy.byteLength;
    this.w.postMessage({ op: 'update', id, buf: copy.buffer }, [copy.buffer]);
    if (this.queued > MAX_QUEUED) await new Promise<void>((resolve) => this.drained.push(resolve));
  }

  digest(id: string): Promise<string> {
    this.seq += 1;
    const seq = this.seq;
    return new Promise((resolve, reject) => {
      this.replies.set(seq, { resolve, reject });
      this.w.postMessage({ op: 'digest', id, seq });
    });
  }

  drop(id: string): void {
    this.worker?.postMessage({ op: 'drop', id });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
