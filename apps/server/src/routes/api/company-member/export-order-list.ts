import { ZMemberOrderFilter } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { exportMemberOrders } from '../../../services/members/export-order-list';
import { preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** GET /api/companyMember/exportOrderList with member_id and the filters: a streamed .xlsx (blob); empty → '暂无数据'. */
export default function memberExportOrdersRoute(app: App, ctx: AppContext) {
  app.get(
    '/companyMember/exportOrderList',
    { compress: false, config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags, security, querystring: ZMemberOrderFilter }, preValidation: preCompanyMain },
    async (request, reply) => {
      const { user } = requireCompanyMain(request);
      const out = await exportMemberOrders(ctx, user, request.query.member_id, request.query, request.ip ?? null, (err) => request.log.error({ err }, 'member order export failed'));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition(out.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(out.body);
    },
  );
}
