import { ERRORS } from '@tus/server';
import { INGEST_MSG, ResponseCode } from '@evidence/shared/constants';

/**
 * Every refusal @tus/server can give (its ERRORS list) with the message a user reads (decision 227).
 * A Record over the list's keys: a library update that adds an error fails to compile here.
 */
const MESSAGE_OF_ERROR: Record<keyof typeof ERRORS, string> = {
  MISSING_OFFSET: INGEST_MSG.badOffset,
  // another request took the upload's lock, or the client's connection broke mid-chunk
  ABORTED: INGEST_MSG.uploadInterrupted,
  INVALID_TERMINATION: INGEST_MSG.alreadyUploaded,
  ERR_LOCK_TIMEOUT: INGEST_MSG.uploadBusy,
  INVALID_CONTENT_TYPE: INGEST_MSG.badChunkType,
  FILE_NOT_FOUND: INGEST_MSG.uploadNotFound,
  INVALID_OFFSET: INGEST_MSG.offsetConflict,
  FILE_NO_LONGER_EXISTS: INGEST_MSG.uploadNotFound,
  // a chunk reaching past the Upload-Length declared at creation (not the 4 GB limit)
  ERR_SIZE_EXCEEDED: INGEST_MSG.chunkBeyondSize,
  ERR_MAX_SIZE_EXCEEDED: INGEST_MSG.fileTooLarge,
  INVALID_LENGTH: INGEST_MSG.badLength,
  INVALID_METADATA: INGEST_MSG.badMetadata,
  UNKNOWN_ERROR: INGEST_MSG.storeFailed,
  FILE_WRITE_ERROR: INGEST_MSG.storeFailed,
  UNSUPPORTED_CONCATENATION_EXTENSION: INGEST_MSG.unsupportedUpload,
  UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION: INGEST_MSG.unsupportedUpload,
  UNSUPPORTED_EXPIRATION_EXTENSION: INGEST_MSG.unsupportedUpload,
};

/** The header checks the tus server answers itself ("Invalid <header names>"), by header. */
const MESSAGE_OF_HEADER: Record<string, string> = {
  'upload-length': INGEST_MSG.badLength,
  'upload-defer-length': INGEST_MSG.badLength,
  'upload-offset': INGEST_MSG.badOffset,
  'upload-metadata': INGEST_MSG.badMetadata,
  'upload-concat': INGEST_MSG.unsupportedUpload,
  'content-type': INGEST_MSG.badChunkType,
  'tus-resumable': INGEST_MSG.protocolVersion,
};

/** The texts Server.handler writes without going through onResponseError. */
const TUS_RESUMABLE_REQUIRED = /^Tus-Resumable Required\n?$/;
const INVALID_HEADERS = /^Invalid ([\w -]+)\n?$/;

function messageFor(status: number, body: string): string {
  for (const [name, error] of Object.entries(ERRORS)) {
    if (error.body === body) return MESSAGE_OF_ERROR[name as keyof typeof ERRORS];
  }
  if (status === 412 && TUS_RESUMABLE_REQUIRED.test(body)) return INGEST_MSG.protocolVersion;
  const invalid = INVALID_HEADERS.exec(body);
  if (status === 400 && invalid?.[1]) {
    // several bad headers: the first one the table knows names the problem
    const known = invalid[1].split(' ').map((h) => MESSAGE_OF_HEADER[h.toLowerCase()]).find((m) => m !== undefined);
    return known ?? INGEST_MSG.badUploadRequest;
  }
  return status >= 500 ? INGEST_MSG.storeFailed : INGEST_MSG.badUploadRequest;
}

function codeFor(status: number): number {
  if (status >= 500) return ResponseCode.serverError;
  // a missing upload answers like the route's own "not yours / not there" (code 404)
  if (status === 404 || status === 410) return ResponseCode.notFound;
  return ResponseCode.refused;
}

/** A tus error whose body is our envelope. */
export function tusError(code: number, status: number, msg: string) {
  return { status_code: status, body: JSON.stringify({ code, msg, data: null }) };
}

const isEnvelope = (body: string) => body.startsWith('{"code":');

/** One of tus's own refusals (its status and English text) as our envelope; the status stays. */
export function tusRefusal(status: number, body: string): { status_code: number; body: string } {
  if (isEnvelope(body)) return { status_code: status, body };
  return tusError(codeFor(status), status, messageFor(status, body));
}

/**
 * The tus server's answer as it leaves: an error's English text becomes the envelope, with the
 * same status and protocol headers (Tus-Resumable, Upload-Offset, …), as JSON. tus answers some
 * refusals (no Tus-Resumable, malformed headers) before any hook runs, so this is the one place
 * that sees them all.
 */
export async function envelopeTusErrors(answer: Response): Promise<Response> {
  if (answer.status < 400) return answer;
  const { body } = tusRefusal(answer.status, await answer.text());
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  headers.set('Cache-Control', 'no-store');
  // tus 1.0: a 412 names the versions the server speaks
  if (answer.status === 412) headers.set('Tus-Version', '1.0.0');
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}
