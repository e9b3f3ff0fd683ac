import { z } from 'zod';
import { ZDelDataRequest, zEnvelope } from '@evidence/shared/contracts';
import { EVIDENCE_MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { delData } from '../../../services/evidence-list/del-data';

/**
 * POST /api/data/delData with dataId (000 §7): the owner's individual account or the company's main
 * account; a sub-account is refused here, not only hidden on the page (000 §6).
 */
export default function delDataRoute(app: App, ctx: AppContext) {
  app.post(
    '/data/delData',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['evidence'], security: [{ bearer: [] }], body: ZDelDataRequest, response: { 200: zEnvelope(z.null()) } },
      preValidation: async (request) => {
        requirePermission(request, 'evidence.delete', EVIDENCE_MSG.subAccountNoDelete);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'evidence.delete', EVIDENCE_MSG.subAccountNoDelete);
      await delData(ctx.db, p, request.body.dataId, ctx.config.evidenceRetention.retentionMs, clientOf(request).ip);
      return ok(null, EVIDENCE_MSG.deleted);
    },
  );
}
