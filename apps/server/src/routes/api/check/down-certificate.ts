import { PUBLIC_LOOKUP_LIMITS, PUBLIC_LOOKUP_MSG } from '@evidence/shared/constants';
import { ZBqviewRequest, ZDownCertificateResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { downloadUrl } from '../../../services/downloads/download-urls';
import { findPublicRecord } from '../../../services/public-lookup/find-public-record';
import { viewTokenOpens } from '../../../services/public-lookup/view-token';

/**
 * POST /api/check/downCertificate (public): with the viewToken of that number, a signed URL of the
 * PDF certificate (GET /api/download/certificate/:token re-checks the record and writes the custody log).
 */
export default function downCertificate(app: App, ctx: AppContext) {
  app.post(
    '/check/downCertificate',
    {
      config: { rateLimit: { max: PUBLIC_LOOKUP_LIMITS.viewPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['public-lookup'], body: ZBqviewRequest, response: { 200: zEnvelope(ZDownCertificateResponse) } },
    },
    async (request) => {
      const { no, viewToken } = request.body;
      if (!viewTokenOpens(ctx.downloadSecret, viewToken, no)) throw refuse(PUBLIC_LOOKUP_MSG.viewTokenInvalid);
      const row = await findPublicRecord(ctx, no);
      if (row.leaf_index === null || row.status === 'uploading') throw refuse(PUBLIC_LOOKUP_MSG.notInLedger);
      const sign = { secret: ctx.downloadSecret, ttlMs: ctx.config.download.ttlMs };
      return ok({ downUrl: downloadUrl(sign, 'certificate', row.id, { userId: null, via: 'lookup' }) });
    },
  );
}
