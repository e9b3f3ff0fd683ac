import type { FastifyRequest } from 'fastify';
import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { refuse } from '../errors';
import type { OperatorPrincipal } from '../services/auth/principal';
import { requireOperator } from './guards';

/**
 * A signed-in operator whose role is `notary` (decision 300): only notaries read or act on notarial
 * orders. A user's token answers 408 like every console call; an ordinary operator is refused in Chinese.
 */
export function requireNotary(request: FastifyRequest): OperatorPrincipal {
  const p = requireOperator(request);
  if (p.operator.role !== 'notary') throw refuse(NOTARY_OFFICE_MSG.notaryOnly);
  return p;
}
