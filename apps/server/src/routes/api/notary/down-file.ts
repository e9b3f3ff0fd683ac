import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryDownFile, ZNotaryDownFileQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { notaryDownFile } from '../../../services/notary/order-detail';

/** GET /api/notary/downFile {orderId, type} (001 §7 "File download"): a signed, expiring downUrl. */
export default function notaryDownFileRoute(app: App, ctx: AppContext) {
  app.get(
    '/notary/downFile',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], querystring: ZNotaryDownFileQuery, response: { 200: zEnvelope(ZNotaryDownFile) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await notaryDownFile(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.query.orderId, request.query.type)),
  );
}
