import { VERIFY_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { powerOfAttorneyPdf } from '../../../services/verification/power-of-attorney';
import { TOKEN_PARAM } from './token-param';

/** GET /api/download/template/:token: the power-of-attorney template PDF (decision 83), from /api/user/download. */
export default function downloadTemplateFileRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/template/*',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['verification'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'template');
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.msg, data: null });
      const pdf = await powerOfAttorneyPdf(ctx.config.siteName);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(VERIFY_MSG.templateName))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
