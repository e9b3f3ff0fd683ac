import type { FastifyRequest } from 'fastify';
import { ZCurrentRoles, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { currentRoles } from '../../../services/members/roles';
import { READ_LIMIT, security, tags } from './guard';

/** /api/companyMember/getCurrentRole (GET or POST): the roles this login holds (001 §3 Role option). */
export default function getCurrentRoleRoute(app: App, ctx: AppContext) {
  const handle = async (request: FastifyRequest) => ok(await currentRoles(ctx.db, requireUser(request)));
  const opts = { config: READ_LIMIT, schema: { tags, security, response: { 200: zEnvelope(ZCurrentRoles) } }, preValidation: async (r: FastifyRequest) => void requireUser(r) };
  app.get('/companyMember/getCurrentRole', opts, handle);
  app.post('/companyMember/getCurrentRole', opts, handle);
}
