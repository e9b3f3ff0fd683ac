import { ZOfficeListQuery, ZOfficeListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../../context';
import { requireNotary } from '../../../../plugins/notary-guard';
import { officeList } from '../../../../services/notary/office/list';

/** GET /api/admin/notary/list (page, stage, status, orderNo): the office's queue, 10 a page; notaries only. */
export default function adminNotaryListRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/notary/list',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZOfficeListQuery, response: { 200: zEnvelope(ZOfficeListResponse) } },
      preValidation: async (request) => void requireNotary(request),
    },
    async (request) => ok(await officeList(ctx, request.query, Number(requireNotary(request).operator.id))),
  );
}
