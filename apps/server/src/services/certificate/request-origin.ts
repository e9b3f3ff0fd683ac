import type { FastifyRequest } from 'fastify';

/**
 * The site as the caller reached it, from the request's Host header: only a fallback for development
 * without PUBLIC_URL (a phone on the LAN then gets links to the address it used). A production start
 * requires PUBLIC_URL (production-check.ts), so no link there is built from a Host a caller chose.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
