import type { FastifyRequest } from 'fastify';
import { MSG } from '@evidence/shared/constants';
import { AppError, refuse } from '../../../errors';

/** @fastify/multipart's limits of parts and fields: the request is wrong, not broken (the error handler answers). */
const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface MultipartMessages {
  /** the file part is over the scope's fileSize limit */
  tooLarge: string;
  /**
   * the body ended early or does not match its boundary; MSG.badMultipart unless the route's
   * specification words a cut upload itself (uploadNormal's 图片上传不完整)
   */
  incomplete?: string;
}

export interface MultipartForm {
  /** text parts by name (a repeated name keeps its last value) */
  fields: Record<string, string>;
  /** the first file part named `file`, or null; other file parts are drained unread */
  file: { bytes: Buffer; fileName: string } | null;
}

/**
 * The one reader of multipart bodies (decision 700): every text part and the first `file` part, read
 * up to the scope's multipart limits. Whatever busboy says about a broken body (no boundary, a body cut
 * short, a boundary that never comes) is the client's fault, answered 400 in Chinese and never logged
 * as a server error; a text part cut at the scope's fieldSize is refused whole (MSG.fieldTooLong, decision 796);
 * only an error of our own (an AppError) or a parts limit passes through unchanged.
 * Callers check request.isMultipart() first: a body that is not multipart has their own answer.
 */
export async function readMultipart(request: FastifyRequest, messages: MultipartMessages): Promise<MultipartForm> {
  // no boundary: nothing in the body can be read, whatever the route's words for a cut upload
  if (!/;\s*boundary=/i.test(String(request.headers['content-type'] ?? ''))) throw refuse(MSG.badMultipart);
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // busboy cuts a value over the scope's fieldSize (1 MB unless set) and only marks it: answering from
        // half a value would be a wrong message, or worse, half a text kept as if whole
        if (part.valueTruncated) throw refuse(MSG.fieldTooLong);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // with throwFileSizeLimit off a cut-off file would only be marked: never keep half a file
      if (part.file.truncated) throw refuse(messages.tooLarge);
      file = { bytes, fileName: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(messages.tooLarge);
    if (typeof code === 'string' && PART_LIMITS.has(code)) throw err;
    request.log.info({ reason: err instanceof Error ? err.message : String(err) }, 'malformed multipart body refused');
    throw refuse(messages.incomplete ?? MSG.badMultipart);
  }
  return { fields, file };
}
