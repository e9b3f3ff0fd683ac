import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryDecodeStatus, ZNotaryDecodeStatusQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { notaryDecodeStatus } from '../../../services/notary/decode/request-decode';

/** GET /api/notary/deCodeStatus {orderId}: progress of the re-check and each record's result. */
export default function notaryDecodeStatusRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/deCodeStatus',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryDecodeStatusQuery, response: { 200: zEnvelope(ZNotaryDecodeStatus) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notaryDecodeStatus(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId)),
  );
}
