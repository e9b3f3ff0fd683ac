import { CAPTURE_WEB_MSG } from '@evidence/shared/constants';
import { ZAddWebProcessRequest, ZAddWebProcessResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { addWebProcess } from '../../../services/capture/web/add-web-process';

/** POST /api/Processforensics/addWebProcess {url, title, label?}: accepts, charges and queues a web capture. */
export default function addWebProcessRoute(app: App, ctx: AppContext) {
  app.post(
    '/Processforensics/addWebProcess',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZAddWebProcessRequest, response: { 200: zEnvelope(ZAddWebProcessResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await addWebProcess(ctx, captureActor(requirePermission(request, 'capture.use')), request.body, clientOf(request).ip), CAPTURE_WEB_MSG.accepted),
  );
}
