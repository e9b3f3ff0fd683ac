import { MEMBER_MSG } from '@evidence/shared/constants';
import { ZSwitchRoleRequest, ZSwitchRoleResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { switchRole } from '../../../services/members/roles';
import { WRITE_LIMIT, security, tags } from './guard';

/** POST /api/companyMember/switchRole with pid, uid, role, client=1: stores the chosen role. */
export default function switchRoleRoute(app: App, ctx: AppContext) {
  app.post(
    '/companyMember/switchRole',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZSwitchRoleRequest, response: { 200: zEnvelope(ZSwitchRoleResponse) } }, preValidation: async (r) => void requireUser(r) },
    async (request) => ok(await switchRole(ctx.db, requireUser(request), request.body, request.ip ?? null), MEMBER_MSG.switched),
  );
}
