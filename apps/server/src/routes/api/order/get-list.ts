import { OrderIsType } from '@evidence/shared/constants';
import { ZOrderListQuery, ZOrderListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission, requireUser } from '../../../plugins/guards';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { openOrdersExport } from '../../../services/orders/export-list';
import { getOrderList } from '../../../services/orders/get-list';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/order/getList (001 §7 Orders): the caller's top-ups (type 1) or consumption (type 2),
 * 10 a page; with isType 2 the whole filtered list as a streamed `.xlsx` (refusals stay envelopes).
 */
export default function orderGetListRoute(app: App, ctx: AppContext) {
  app.get(
    '/order/getList',
    {
      compress: false,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ZOrderListQuery, response: { 200: zEnvelope(ZOrderListResponse) } },
      // the login check comes before the query is validated, so a guest learns nothing
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const p = requirePermission(request, 'orders.consumption');
      if (request.query.isType !== OrderIsType.export) return ok(await getOrderList(ctx.db, p, request.query));
      const file = await openOrdersExport(ctx.db, p, request.query);
      file.done.catch((err: unknown) => request.log.error({ err }, 'order export failed mid-way'));
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition(file.fileName)).header('cache-control', 'no-store');
      // a stream is sent as it is: Fastify serialises (and checks against the schema) only objects
      return reply.send(file.stream as never);
    },
  );
}
