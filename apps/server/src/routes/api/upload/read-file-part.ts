import { INGEST_MSG } from '@evidence/shared/constants';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../../errors';
import { readMultipart } from './read-multipart';

/**
 * Reads the multipart part named `file` into memory through the shared reader (readMultipart), up to
 * the scope's multipart fileSize limit: over it is refused with INGEST_MSG.imageTooLarge (or the caller's
 * words), a request that is not multipart or has no `file` part with `missing`. A body that ends early
 * (a lost connection) is INGEST_MSG.imageIncomplete: it is not too large, and saying so misleads.
 */
export async function readFilePart(
  request: FastifyRequest,
  missing: string,
  // the image uploads' words by default; a caller reading another kind of file names its own
  messages: { tooLarge: string; incomplete: string } = { tooLarge: INGEST_MSG.imageTooLarge, incomplete: INGEST_MSG.imageIncomplete },
): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(missing);
  const { file } = await readMultipart(request, messages);
  if (!file) throw refuse(missing);
  return file.bytes;
}
