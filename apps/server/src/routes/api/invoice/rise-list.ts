import { ZRiseListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { riseList } from '../../../services/invoices/rise-list';

/** GET /api/invoice/riseList: the caller's invoice headers (not sub-accounts). */
export default function riseListRoute(app: App, ctx: AppContext) {
  app.get(
    '/invoice/riseList',
    {
      schema: { tags: ['invoice'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZRiseListResponse) } },
      preValidation: async (request) => void requirePermission(request, 'invoices.manage'),
    },
    async (request) => {
      const p = requirePermission(request, 'invoices.manage');
      return ok(await riseList(ctx.db, p.user));
    },
  );
}
