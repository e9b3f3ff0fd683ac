import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@evidence/shared/access';
import { MSG } from '@evidence/shared/constants';
import { forbidden, refuse, sessionExpired } from '../errors';
import type { OperatorPrincipal, UserPrincipal } from '../services/auth/principal';

/** A logged-in user, or body code 408 (HTTP 401) so the client sends the user to log in. */
export function requireUser(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (p.kind !== 'user') throw sessionExpired(MSG.sessionExpired);
  if (p.roleRevoked) throw forbidden(MSG.roleInvalid);
  return p;
}

/** A logged-in user whose role holds the permission (packages/shared/access). */
export function requirePermission(request: FastifyRequest, permission: Permission, refusal: string = MSG.noPermission): UserPrincipal {
  const p = requireUser(request);
  // A refusal by role is a business refusal (400): 403 would read as "session over" on the client.
  if (!can(p.role, permission)) throw refuse(refusal);
  return p;
}

export function requireOperator(request: FastifyRequest): OperatorPrincipal {
  const p = request.principal;
  if (p.kind !== 'operator') throw sessionExpired(MSG.sessionExpired);
  return p;
}

export function clientOf(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
