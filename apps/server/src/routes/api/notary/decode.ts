import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryDecodeRequest, ZNotaryDecodeStarted, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { requestNotaryDecode } from '../../../services/notary/decode/request-decode';

/** POST /api/notary/deCode {orderId}: the re-check of every original runs as a job (deCode step only). */
export default function notaryDecodeRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/deCode',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryDecodeRequest, response: { 200: zEnvelope(ZNotaryDecodeStarted) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => {
      const r = await requestNotaryDecode(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body.orderId, clientOf(request).ip);
      // a second click while the check runs starts nothing: the message says so (decision 368)
      return ok(r, r.started ? NOTARY_MSG.decodeStarted : NOTARY_MSG.decodeRunning);
    },
  );
}
