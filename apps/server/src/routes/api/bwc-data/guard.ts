import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../../plugins/guards';
import type { UserPrincipal } from '../../../services/auth/principal';

/** Recorders are the company's: its main account manages them (devices.manage). */
export function requireCompanyMain(request: FastifyRequest): UserPrincipal {
  return requirePermission(request, 'devices.manage');
}
export const preCompanyMain = async (request: FastifyRequest) => {
  requireCompanyMain(request);
};

export const security = [{ bearer: [] }];
export const tags = ['devices'];
export const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };
