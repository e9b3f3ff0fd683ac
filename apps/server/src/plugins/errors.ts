import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, ResponseCode } from '@evidence/shared/constants';
import { AppError, httpStatusFor } from '../errors';
import { loggableUrl } from '../logger';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** PostgreSQL's refusals of a text value: 22021 invalid byte sequence (a NUL), 22P05 untranslatable character. */
const PG_BAD_TEXT = new Set(['22021', '22P05']);

/** The first schema issue's own (Chinese) message, or a generic one when a library wrote it. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  const msg = first?.message;
  return msg && HAS_CHINESE.test(msg) ? msg : MSG.badRequest;
}

/**
 * Every failure leaves as the envelope with a Chinese message. Unexpected errors are logged with
 * their stack on the server and answered with a generic message: no stack trace leaves.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.cause !== undefined) request.log.warn({ err: err.cause }, 'refused because a dependency failed');
      // the last guard of decision 701: a refusal whose words are not Chinese (a library's text passed on) is
      // answered with the generic message, and the log names the route so the words get fixed at their source
      if (!HAS_CHINESE.test(err.message)) request.log.warn({ url: loggableUrl(request.url), refusal: err.message }, 'refusal without Chinese text replaced');
      const msg = HAS_CHINESE.test(err.message) ? err.message : MSG.badRequest;
      return reply.status(httpStatusFor(err.code)).send({ code: err.code, msg, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.status(400).send({ code: ResponseCode.refused, msg: validationMessage(err), data: null });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ code: ResponseCode.tooMany, msg: MSG.tooManyRequests, data: null });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: ResponseCode.refused, msg: MSG.bodyTooLarge, data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, wrong content type, bad URL encoding …
      return reply.status(400).send({ code: ResponseCode.refused, msg: MSG.badRequest, data: null });
    }
    if (PG_BAD_TEXT.has(String(err.code))) {
      // PostgreSQL refused a string (a NUL byte, a half surrogate) that a schema let through: the statement and
      // its transaction failed, nothing was written; the schema that missed it is the log line's to name
      request.log.warn({ err: err.message, url: loggableUrl(request.url) }, 'PostgreSQL refused a text value a schema let through');
      return reply.status(400).send({ code: ResponseCode.refused, msg: MSG.invalidChars, data: null });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: ResponseCode.serverError, msg: MSG.serverError, data: null });
  });
}

/** Errors Fastify raises before routing (e.g. a URL with invalid percent-encoding). */
export function frameworkErrors(_err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ code: ResponseCode.refused, msg: MSG.badRequest, data: null });
}

/**
 * Requests Node's HTTP parser rejects (headers too large, broken framing) never reach Fastify:
 * answer them on the socket with the envelope and close.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  const body = JSON.stringify({ code: ResponseCode.refused, msg: status === 431 ? MSG.headersTooLarge : MSG.badRequest, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
