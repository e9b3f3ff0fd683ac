import { ZIosDataList, ZIosDataListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getIosDataList } from '../../../services/devices/get-ios-data-list';

/** GET /api/data/getIosDataList (001 §7): the caller's app evidence, 10 a page, by keyword, media type and date. */
export default function getIosDataListRoute(app: App, ctx: AppContext) {
  app.get('/data/getIosDataList', { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['devices'], security: [{ bearer: [] }], querystring: ZIosDataListRequest, response: { 200: zEnvelope(ZIosDataList) } } }, async (request) =>
    ok(await getIosDataList(ctx.db, requireUser(request), request.query)),
  );
}
