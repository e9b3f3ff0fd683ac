import { MEMBER_MSG } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { checkDownloadToken } from '../../../services/evidence-download/download-token';
import { memberLetterPdf } from '../../../services/members/letter-template';
import { TOKEN_PARAM } from './token-param';

/** GET /api/download/member-template/:token: the member authorization letter template PDF, from /api/companyMember/template. */
export default function downloadMemberTemplateRoute(app: App, ctx: AppContext) {
  app.get(
    '/download/member-template/*',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['members'], params: TOKEN_PARAM } },
    async (request, reply) => {
      const checked = checkDownloadToken(ctx.downloadSecret, request.params['*'], 'member-template');
      if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.msg, data: null });
      const pdf = await memberLetterPdf(ctx.config.siteName);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(MEMBER_MSG.templateName))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
