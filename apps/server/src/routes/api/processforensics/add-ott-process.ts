import { PROCESS_MSG } from '@evidence/shared/constants';
import { ZAddProcessRequest, ZAddProcessResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { addProcess } from '../../../services/capture/process/add-process';

/** POST /api/Processforensics/addOttProcess {title, label?, url?, minutes}: reserves a OTT取证（电视盒子配置的浏览器） session and queues it. */
export default function addOttProcessRoute(app: App, ctx: AppContext) {
  app.post(
    '/Processforensics/addOttProcess',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZAddProcessRequest, response: { 200: zEnvelope(ZAddProcessResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await addProcess(ctx, captureActor(requirePermission(request, 'capture.use')), 'ott', request.body, clientOf(request).ip), PROCESS_MSG.added),
  );
}
