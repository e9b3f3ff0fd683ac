import { ZOfficeDetail, ZOfficeDetailQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { requireNotary } from '../../../../plugins/notary-guard';
import { officeDetail } from '../../../../services/notary/office/detail';

/** GET /api/admin/notary/detail (orderId): identity, form, documents, records; notaries only, audited. */
export default function adminNotaryDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/notary/detail',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZOfficeDetailQuery, response: { 200: zEnvelope(ZOfficeDetail) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await officeDetail(ctx, requireNotary(request).operator, request.query.orderId, request.ip ?? null)),
  );
}
