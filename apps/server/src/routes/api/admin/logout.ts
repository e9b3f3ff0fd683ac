import { z } from 'zod';
import { zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { revokeSession } from '../../../services/auth/sessions';

/** GET /api/admin/logout: ends the operator's session on the server. */
export default function adminLogout(app: App, ctx: AppContext) {
  app.get('/admin/logout', { schema: { tags: ['admin'], response: { 200: zEnvelope(z.null()) } } }, async (request) => {
    if (request.principal.kind === 'operator') await revokeSession(ctx.db, request.principal.session.id);
    return ok(null, MSG.logoutOk);
  });
}
