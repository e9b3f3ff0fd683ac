import { ZIosDataList, ZIosDataListRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getIosDataList } from '../../../services/devices/get-ios-data-list';

/** GET /api/data/getIosDataList (001 §7): the caller's app evidence, 10 a page, by keyword, media type and date. */
export default function getIosDataListRoute(app: App, ctx: AppContext) {
  app.get('/data/getIosDataList', { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['devices'], description: 'App取证列表。App 以登录令牌调用 /api/upload/tus（tus 1.0 断点续传，与数据存证相同），Upload-Metadata 另加 source=app 与 device（JSON：appType, configName, configModelName, configVersion, configProcessor, configCore, location）；只接受图片、音频、视频，按手机APP取证（业务类型10）计费。', security: [{ bearer: [] }], querystring: ZIosDataListRequest, response: { 200: zEnvelope(ZIosDataList) } } }, async (request) =>
    ok(await getIosDataList(ctx.db, requireUser(request), request.query)),
  );
}
