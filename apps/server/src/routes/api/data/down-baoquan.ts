import { ZDataDownBaoquanRequest, ZDownUrl, zEnvelope, type TDataDownBaoquanRequest } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { downBaoquan } from '../../../services/evidence-package/down-baoquan';

/**
 * /api/data/downBaoquan with dataId (000 §7; method not given, so GET and POST): the signed,
 * expiring URL of the record's evidence package, for its verified owner only.
 */
export default function downBaoquanRoute(app: App, ctx: AppContext) {
  const common = {
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    // the login check runs before the input is validated, so a guest learns nothing
    preValidation: async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    },
  };
  const response = { 200: zEnvelope(ZDownUrl) };
  const handle = async (request: Parameters<typeof requireUser>[0], input: TDataDownBaoquanRequest) =>
    ok(await downBaoquan(ctx, requireUser(request), Number(input.dataId), request.ip ?? null));
  app.get('/data/downBaoquan', { ...common, schema: { tags: ['certificate'], security: [{ bearer: [] }], querystring: ZDataDownBaoquanRequest, response } }, async (request) =>
    handle(request, request.query),
  );
  app.post('/data/downBaoquan', { ...common, schema: { tags: ['certificate'], security: [{ bearer: [] }], body: ZDataDownBaoquanRequest, response } }, async (request) =>
    handle(request, request.body as TDataDownBaoquanRequest),
  );
}
