import { ZNewsListing, ZNewsListingRequest, zEnvelope } from '@evidence/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { listNews } from '../../../services/notifications/listing';

/**
 * /api/News/listing with page (000 §7; method not given, so GET with a query and POST with a form):
 * the caller's own notifications, newest first, 10 a page, with the total. Sub-accounts read the
 * notices of their own login (decision 85).
 */
export default function newsListingRoute(app: App, ctx: AppContext) {
  const security = [{ bearer: [] }];
  const response = { 200: zEnvelope(ZNewsListing) };
  // the login check comes before the input is validated, so a guest learns nothing
  const preValidation = async (request: FastifyRequest) => {
    requireUser(request);
  };
  app.get('/News/listing', { schema: { tags: ['news'], security, querystring: ZNewsListingRequest, response }, preValidation }, async (request) =>
    ok(await listNews(ctx.db, requireUser(request).user.id, request.query.page)),
  );
  app.post('/News/listing', { schema: { tags: ['news'], security, body: ZNewsListingRequest, response }, preValidation }, async (request) =>
    ok(await listNews(ctx.db, requireUser(request).user.id, request.body.page)),
  );
}
