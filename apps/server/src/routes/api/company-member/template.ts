import type { FastifyRequest } from 'fastify';
import { ZMemberTemplateResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { downloadUrl } from '../../../services/downloads/download-urls';
import { signFor } from '../../../services/verification/sign-for';
import { preCompanyMain, requireCompanyMain, security, tags } from './guard';

/**
 * /api/companyMember/template (001 §7 "template download", path not given; GET and POST): the
 * signed, expiring URL of the member authorization letter PDF (GET /api/download/member-template/<token>).
 */
export default function memberTemplateRoute(app: App, ctx: AppContext) {
  const handle = async (request: FastifyRequest) => {
    const p = requireCompanyMain(request);
    return ok({ url: downloadUrl(signFor(ctx), 'member-template', 1, { userId: p.user.id, via: 'owner' }) });
  };
  const opts = { schema: { tags, security, response: { 200: zEnvelope(ZMemberTemplateResponse) } }, preValidation: preCompanyMain };
  app.get('/companyMember/template', opts, handle);
  app.post('/companyMember/template', opts, handle);
}
