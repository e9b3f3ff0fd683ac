import { ZDownProBaoquanRequest, ZDownUrl, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { downProcessPackage } from '../../../services/capture/process/down-process-package';

/** POST /api/share/downProBaoquan {id: capture number}: /evidencesPro's package download, for the verified owner. */
export default function downProBaoquanRoute(app: App, ctx: AppContext) {
  app.post(
    '/share/downProBaoquan',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['share'], security: [{ bearer: [] }], body: ZDownProBaoquanRequest, response: { 200: zEnvelope(ZDownUrl) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await downProcessPackage(ctx, requirePermission(request, 'capture.use'), { captureNo: request.body.id }, clientOf(request).ip)),
  );
}
