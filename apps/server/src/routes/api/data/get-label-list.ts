import { ZGetLabelListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { getLabelList } from '../../../services/evidence-list/get-label-list';

/** GET /api/data/getLabelList (000 §7): the labels of the caller's visible records. */
export default function getLabelListRoute(app: App, ctx: AppContext) {
  app.get(
    '/data/getLabelList',
    { schema: { tags: ['evidence'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZGetLabelListResponse) } } },
    async (request) => ok(await getLabelList(ctx.db, requireUser(request))),
  );
}
