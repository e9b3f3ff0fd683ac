import { ZMemberOrderList, ZMemberOrderListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { memberOrderList } from '../../../services/members/get-order-list';
import { READ_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** GET /api/companyMember/getOrderList with startTime, endTime, payStatus, busType, page, member_id → data.data, count. */
export default function memberOrderListRoute(app: App, ctx: AppContext) {
  app.get(
    '/companyMember/getOrderList',
    { config: READ_LIMIT, schema: { tags, security, querystring: ZMemberOrderListRequest, response: { 200: zEnvelope(ZMemberOrderList) } }, preValidation: preCompanyMain },
    async (request) => ok(await memberOrderList(ctx, requireCompanyMain(request).user, request.query.member_id, request.query)),
  );
}
