import type { App, AppContext } from '../../../context';
import { TOKEN_PARAM } from './token-param';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { CustodyAction } from '../../../services/evidence/custody';
import { buildPackage } from '../../../services/evidence-package/build-package';
import { holderNamingFor } from '../../../services/certificate/holder-naming';
import { downloadableRecord, grantOf, mustHaveOriginal, recordDownload } from '../../../services/evidence-package/downloadable';

/**
 * GET /api/download/package/:token: the evidence package ZIP for any genuine, unexpired package
 * token (the owner's from downBaoquan, a visitor's from an extraction code). The record is checked
 * again now; the custody log names the user or visitor the token was issued to.
 */
export default function downloadPackageRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/package/*',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['certificate'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const grant = grantOf(ctx, request.params['*'], 'package');
      const row = await downloadableRecord(ctx, Number(grant.id));
      const ip = request.ip ?? null;
      await mustHaveOriginal(ctx, row, ip);
      // the owner's package carries the owner's copy of the certificate; a code holder's the masked one (decision 886)
      const holder = await holderNamingFor(ctx.db, request.principal, row, grant);
      const zip = await buildPackage(ctx, row, requestOrigin(request, ctx.config), holder);
      await recordDownload(ctx, row, grant, CustodyAction.downloadPackage, ip);
      return reply
        .type('application/zip')
        .header('Content-Disposition', contentDisposition(`证据包_${row.evidence_no}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  );
}
