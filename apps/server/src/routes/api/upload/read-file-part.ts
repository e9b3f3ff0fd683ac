import { INGEST_MSG } from '@evidence/shared/constants';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../../errors';

/** @fastify/multipart's limits of parts and fields: the request is wrong, not broken (the error handler answers). */
const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the multipart part named `file` (the first one; other parts are drained) into memory, up to
 * the scope's multipart fileSize limit: over it is refused with INGEST_MSG.imageTooLarge (or the caller's words), a request
 * that is not multipart or has no `file` part with `missing`. A body that ends early or is malformed
 * (a lost connection) is INGEST_MSG.imageIncomplete: it is not too large, and saying so misleads.
 */
export async function readFilePart(
  request: FastifyRequest,
  missing: string,
  // the image uploads' words by default; a caller reading another kind of file names its own
  messages: { tooLarge: string; incomplete: string } = { tooLarge: INGEST_MSG.imageTooLarge, incomplete: INGEST_MSG.imageIncomplete },
): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(missing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(messages.tooLarge);
    if (typeof code === 'string' && PART_LIMITS.has(code)) throw err;
    throw refuse(messages.incomplete);
  }
  if (!bytes) throw refuse(missing);
  return bytes;
}
