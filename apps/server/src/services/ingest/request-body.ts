import type { IncomingMessage } from 'node:http';

/**
 * A chunk request's body as a web stream, for tus, without copying the bytes. tus reads the body
 * through srvx, whose `Readable.toWeb` copies every chunk into a fresh array ("to detach it from
 * the pool" — a request body's chunks are already fresh copies made by the HTTP parser): on a
 * 1 GiB upload that was a gigabyte of allocation and copying on the request thread, which shares
 * the CPU with the hashing (docs/benchmarks.md, decision 70). Back-pressure as toWeb: the request
 * is paused while the stream holds a chunk nobody has read.
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  // once the stream is closed, errored or cancelled, later events are ignored (enqueue would throw)
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        const fail = (err: Error) => {
          if (settled) return;
          settled = true;
          controller.error(err);
        };
        req.once('error', fail);
        // a connection lost mid-body: tus ends the write with the bytes that arrived
        req.once('close', () => fail(new Error('request aborted')));
      },
      pull() {
        req.resume();
      },
      cancel() {
        // nobody reads on (tus refused the chunk): drain the rest so the connection stays usable
        settled = true;
        req.resume();
      },
    },
    { highWaterMark: 1 },
  );
}
