import type { App, AppContext } from '../../../context';
import { TOKEN_PARAM } from './token-param';
import { certificatePdf } from '../../../services/certificate/certificate-pdf';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { CustodyAction } from '../../../services/evidence/custody';
import { grantOf, recordDownload } from '../../../services/evidence-package/downloadable';
import { refuse } from '../../../errors';
import { holderNamingFor } from '../../../services/certificate/holder-naming';
import { EVIDENCE_MSG } from '@evidence/shared/constants';

/**
 * GET /api/download/certificate/:token: the PDF certificate alone (the certificate page, the public
 * lookup; the latter's PDF shows the public facts only). Only a deleted record is refused: a certificate of a record whose original went missing
 * still states what was preserved.
 */
export default function downloadCertificateRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/certificate/*',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['certificate'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const grant = grantOf(ctx, request.params['*'], 'certificate');
      const row = await ctx.db.selectFrom('evidence').selectAll().where('id', '=', Number(grant.id)).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) throw refuse(EVIDENCE_MSG.notFound);
      // a link signed by the public lookup gets the public facts only (decision 36, issue 14)
      const audience = grant.via === 'lookup' ? 'public' : 'full';
      // the owner's copy names the holder in full: a link made for the owner, or the owner's session (decision 886)
      const holder = audience === 'full' ? await holderNamingFor(ctx.db, request.principal, row, grant) : 'masked';
      const pdf = await certificatePdf(ctx, row, { origin: requestOrigin(request, ctx.config), audience, holder, publicQr: grant.via === 'share' });
      await recordDownload(ctx, row, grant, CustodyAction.downloadCertificate, request.ip ?? null);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(`存证证书_${row.evidence_no}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
