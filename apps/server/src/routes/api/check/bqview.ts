import { PUBLIC_LOOKUP_LIMITS, PUBLIC_LOOKUP_MSG } from '@evidence/shared/constants';
import { ZBqviewRequest, ZBqviewResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { findPublicRecord, publicFacts } from '../../../services/public-lookup/find-public-record';
import { viewTokenOpens } from '../../../services/public-lookup/view-token';

/** POST /api/check/bqview (public): with the viewToken of that number, the record's public facts. */
export default function bqview(app: App, ctx: AppContext) {
  app.post(
    '/check/bqview',
    {
      config: { rateLimit: { max: PUBLIC_LOOKUP_LIMITS.viewPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['public-lookup'], body: ZBqviewRequest, response: { 200: zEnvelope(ZBqviewResponse) } },
    },
    async (request) => {
      const { no, viewToken } = request.body;
      if (!viewTokenOpens(ctx.downloadSecret, viewToken, no)) throw refuse(PUBLIC_LOOKUP_MSG.viewTokenInvalid);
      const row = await findPublicRecord(ctx, no);
      return ok(await publicFacts(ctx.db, row, ctx.ledger.anchors.types));
    },
  );
}
