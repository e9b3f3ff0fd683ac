import { ZBwcDataList, ZBwcDataListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getBwcDataList } from '../../../services/devices/get-bwc-data-list';
import { READ_LIMIT, security, tags } from './guard';

/** GET /api/bwcData/getBwcDataList (001 §7): a member's own recordings; the main account's all, by member/device/date. */
export default function getBwcDataListRoute(app: App, ctx: AppContext) {
  app.get('/bwcData/getBwcDataList', { config: READ_LIMIT, schema: { tags, security, querystring: ZBwcDataListRequest, response: { 200: zEnvelope(ZBwcDataList) } } }, async (request) =>
    ok(await getBwcDataList(ctx, requireUser(request), request.query)),
  );
}
