import { z } from 'zod';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZMemberDelRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { deleteMember } from '../../../services/members/del';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/companyMember/del with pid, member_id: a pending (status 2) membership only. */
export default function memberDelRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/del',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZMemberDelRequest, response: { 200: zEnvelope(z.null()) } }, preValidation: preCompanyMain },
    async (request) => {
      await deleteMember(ctx, requireCompanyMain(request).user, request.body.member_id, request.ip ?? null);
      return ok(null, MEMBER_MSG.deleted);
    },
  );
}
