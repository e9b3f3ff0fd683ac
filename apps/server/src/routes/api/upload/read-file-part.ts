import { INGEST_MSG } from '@evidence/shared/constants';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../../errors';

/**
 * Reads the multipart part named `file` (the first one; other parts are drained) into memory, up to
 * the scope's multipart fileSize limit: over it is refused with INGEST_MSG.imageTooLarge, a request
 * that is not multipart or has no `file` part with `missing`.
 */
export async function readFilePart(request: FastifyRequest, missing: string): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(missing);
  let bytes: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || bytes) {
      part.file.resume();
      continue;
    }
    try {
      bytes = await part.toBuffer();
    } catch {
      throw refuse(INGEST_MSG.imageTooLarge);
    }
  }
  if (!bytes) throw refuse(missing);
  return bytes;
}
