import { SHARE_MSG } from '@evidence/shared/constants';
import { ZDownBaoquanRequest, ZDownBaoquanResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { extractByCode } from '../../../services/extraction/down-baoquan';

/**
 * POST /api/share/downBaoquan with code and baoquan, returns downUrl (000 §7). Anonymous visitors
 * may call it (000 §6). Besides the lock per record and address (5 wrong codes an hour) and the one
 * per record across all addresses (decision 171), the route allows 30 calls a minute per address.
 */
export default function downBaoquanRoute(app: App, ctx: AppContext) {
  app.post(
    '/share/downBaoquan',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['share'], body: ZDownBaoquanRequest, response: { 200: zEnvelope(ZDownBaoquanResponse) } },
    },
    async (request) => {
      const p = request.principal;
      const user = p.kind === 'user' && !p.roleRevoked ? p : null;
      const data = await extractByCode(ctx, {
        baoquan: request.body.baoquan,
        code: request.body.code,
        viewToken: request.body.viewToken,
        ip: request.ip ?? null,
        userId: user?.user.id ?? null,
        actingFor: user ? (user.actingCompanyId ?? user.user.id) : null,
      });
      return ok(data, SHARE_MSG.extracted);
    },
  );
}
