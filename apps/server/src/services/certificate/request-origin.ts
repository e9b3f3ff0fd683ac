import type { FastifyRequest } from 'fastify';

/** The site as the caller reached it (used when PUBLIC_URL is not configured). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
