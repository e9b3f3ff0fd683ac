import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleOf } from '@evidence/shared/access';
import { MSG, ROLE_HEADER, RoleValue } from '@evidence/shared/constants';
import { refuse } from '../errors';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { findBoundMembership } from '../services/auth/memberships';
import type { Principal } from '../services/auth/principal';
import { resolveSession } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

const ANONYMOUS: Principal = { kind: 'anonymous', role: 'anonymous' };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The role the request acts in: the role header ('1' or '2'), or, when a client sends none, the
 * role the user chose last, so leaving the header out never widens what a sub-account may do.
 */
function requestedRole(request: FastifyRequest, lastRole: string): string {
  const header = request.headers[ROLE_HEADER];
  if (header === undefined || header === '') return lastRole;
  if (header !== RoleValue.personal && header !== RoleValue.member) throw refuse(MSG.roleHeaderInvalid);
  return header;
}

/**
 * Resolves `Authorization: Bearer <token>` and the role header into `request.principal` for every
 * /api request. A bad or expired token leaves the caller anonymous; guards answer 408 where a
 * login is needed, so public calls keep working with a stale token.
 */
export function registerAuth(app: FastifyInstance, db: Db, config: Config): void {
  // null placeholder keeps the request shape stable; the hook sets it on every request
  app.decorateRequest('principal', null as never);
  app.addHook('onRequest', async (request) => {
    request.principal = ANONYMOUS;
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) return;
    const session = await resolveSession(db, token, config.session);
    if (!session) return;
    if (session.subject_type === 'operator') {
      const operator = await db.selectFrom('operators').selectAll().where('id', '=', session.subject_id).executeTakeFirst();
      if (operator && !operator.disabled) request.principal = { kind: 'operator', role: 'operator', operator, session };
      return;
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', session.subject_id).executeTakeFirst();
    if (!user) return;
    const wantsMember = requestedRole(request, user.last_role) === RoleValue.member;
    const membership = wantsMember ? await findBoundMembership(db, user.id, user.last_company_id) : undefined;
    request.principal = {
      kind: 'user',
      role: roleOf({ accountType: user.account_type, actingAsMember: membership !== undefined }) as 'individual' | 'companyMain' | 'companySub',
      user,
      session,
      actingCompanyId: membership?.company_user_id ?? null,
      memberId: membership?.id ?? null,
      // The membership ended (disabled, unbound): this role may no longer act for the company.
      // Guards refuse such a caller; logout still ends the session.
      roleRevoked: wantsMember && !membership,
    };
  });
}
