import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { requestBodyStream } from '../../../src/services/ingest/request-body';

const fakeRequest = () => new PassThrough() as PassThrough & IncomingMessage;

describe('requestBodyStream: a request body for tus without copying', () => {
  it('hands on the very chunks that arrived, in order, then ends', async () => {
    const req = fakeRequest();
    const reader = requestBodyStream(req).getReader();
    const sent = [Buffer.from('第一块'), Buffer.from('second'), Buffer.alloc(70_000, 1)];
    for (const chunk of sent) req.write(chunk);
    req.end();
    const got: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) got.push(r.value);
    expect(Buffer.concat(got).equals(Buffer.concat(sent))).toBe(true);
    // the same memory, not copies
    expect(got.some((chunk) => sent.some((s) => s.buffer === chunk.buffer))).toBe(true);
  });

  it('errors when the connection goes before the body ended', async () => {
    const req = fakeRequest();
    const reader = requestBodyStream(req).getReader();
    req.write(Buffer.from('part'));
    expect((await reader.read()).value).toBeDefined();
    req.destroy();
    await expect(reader.read()).rejects.toThrow();
  });

  it('ignores bytes that come after a cancel (no throw), and drains them', async () => {
    const req = fakeRequest();
    const stream = requestBodyStream(req);
    const reader = stream.getReader();
    req.write(Buffer.from('a'));
    await reader.read();
    await reader.cancel();
    expect(() => {
      req.write(Buffer.from('more'));
      req.end();
    }).not.toThrow();
    await new Promise((r) => setImmediate(r));
    expect(req.readableFlowing).toBe(true);
  });
});
