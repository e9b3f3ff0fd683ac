import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../../plugins/guards';
import type { UserPrincipal } from '../../../services/auth/principal';

/** A company's main account (members.manage); anonymous 408 first, other roles '当前账号无权进行此操作'. */
export function requireCompanyMain(request: FastifyRequest): UserPrincipal {
  return requirePermission(request, 'members.manage');
}

export const preCompanyMain = async (request: FastifyRequest) => {
  requireCompanyMain(request);
};

export const security = [{ bearer: [] }];
export const tags = ['members'];
/** state changes and SMS: 30 a minute per address; reads: 120 */
export const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };
