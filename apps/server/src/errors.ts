import { ResponseCode } from '@evidence/shared/constants';

/**
 * A refusal the user should read: becomes `{ code, msg, data }` with a matching HTTP status.
 * Services throw it; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
}

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * The first issue of a failed safeParse as a refusal message: the schema's own Chinese words, or
 * `fallback` when zod wrote the issue itself ("Invalid input: expected object, received string" for a
 * body that is a string, an array or null): no English reaches a user (decision 701).
 */
export function issueMessage(error: { issues: ReadonlyArray<{ message: string }> }, fallback: string): string {
  const msg = error.issues[0]?.message;
  return msg && HAS_CHINESE.test(msg) ? msg : fallback;
}

export const refuse = (msg: string, data: unknown = null) => new AppError(ResponseCode.refused, msg, data);
export const sessionExpired = (msg: string) => new AppError(ResponseCode.sessionExpired, msg);
export const forbidden = (msg: string) => new AppError(ResponseCode.forbidden, msg);
export const tooMany = (msg: string) => new AppError(ResponseCode.tooMany, msg);

/** HTTP status for a body code: never 408 (browsers retry it), 401 instead. */
export function httpStatusFor(code: number): number {
  if (code === ResponseCode.ok) return 200;
  if (code === ResponseCode.sessionExpired) return 401;
  if (code === ResponseCode.forbidden) return 403;
  if (code === ResponseCode.notFound) return 404;
  if (code === ResponseCode.tooMany) return 429;
  if (code >= 500) return 500;
  return 400;
}
