import { ZGetProListRequest, ZGetProListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { getProList } from '../../../services/capture/get-pro-list';

/** POST /api/processlist/getProList: one kind's captures (web 2, virtual machine 9, TV box 8), 10 a page. */
export default function getProListRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/getProList',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZGetProListRequest, response: { 200: zEnvelope(ZGetProListResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await getProList(ctx.db, captureActor(requirePermission(request, 'capture.use')), request.body)),
  );
}
