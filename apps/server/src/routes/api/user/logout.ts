import { z } from 'zod';
import { zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { writeAudit } from '../../../services/audit/write-audit';
import { revokeSession } from '../../../services/auth/sessions';

/** GET /api/user/logout: the token stops working on the server, not only in the browser. */
export default function logout(app: App, ctx: AppContext) {
  app.get('/user/logout', { schema: { tags: ['auth'], response: { 200: zEnvelope(z.null()) } } }, async (request) => {
    const p = request.principal;
    if (p.kind !== 'anonymous') {
      // whichever session the token belongs to ends (an operator's too)
      const actorId = p.kind === 'user' ? p.user.id : p.operator.id;
      await revokeSession(ctx.db, p.session.id);
      await writeAudit(ctx.db, { actorType: p.kind, actorId, action: `${p.kind}.logout`, targetType: 'session', targetId: p.session.id, ip: request.ip });
    }
    // Logging out without a live session is already done (001 §8 treats 408 as done too).
    return ok(null, MSG.logoutOk);
  });
}
