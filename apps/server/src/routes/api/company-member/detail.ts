import { ZMember, ZMemberDetailRequest, zEnvelope } from '@evidence/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { memberDetail } from '../../../services/members/detail';
import { READ_LIMIT, security, tags } from './guard';

/** /api/companyMember/detail with member_id (GET query or POST form; 001 §7 gives no path details). */
export default function memberDetailRoute(app: App, ctx: AppContext) {
  const preValidation = async (request: FastifyRequest) => void requireUser(request);
  const response = { 200: zEnvelope(ZMember) };
  app.get('/companyMember/detail', { config: READ_LIMIT, schema: { tags, security, querystring: ZMemberDetailRequest, response }, preValidation }, async (request) =>
    ok(await memberDetail(ctx, requireUser(request), request.query.member_id)),
  );
  app.post('/companyMember/detail', { config: READ_LIMIT, schema: { tags, security, body: ZMemberDetailRequest, response }, preValidation }, async (request) =>
    ok(await memberDetail(ctx, requireUser(request), request.body.member_id)),
  );
}
