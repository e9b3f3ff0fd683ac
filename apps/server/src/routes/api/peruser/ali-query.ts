import { AliQueryCode } from '@evidence/shared/constants';
import { ZAliQueryRequest, ZAliQueryResponse, zEnvelope } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { requireUser } from '../../../plugins/guards';
import { pollFaceSession } from '../../../services/face/poll-session';

/**
 * POST /api/peruser/aliQuery with certify_id (001 §7), polled every 3 s (001 §4). The body code is
 * the answer: 200 passed (the page reveals 我已完成认证), 202 in progress (poll on), 400 failed or
 * expired (stop, show msg). HTTP status 200 for 200 and 202.
 */
export default function aliQueryRoute(app: App, ctx: AppContext) {
  app.post(
    '/peruser/aliQuery',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZAliQueryRequest, response: { 200: zEnvelope(ZAliQueryResponse) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const p = requireUser(request);
      const s = await pollFaceSession(ctx, p.user.id, 'ali', request.body.certify_id);
      const data = { certify_id: s.transactionId, result: s.result };
      void reply.header('cache-control', 'no-store');
      if (s.result === 'FAIL') throw refuse(s.message, data);
      return { code: s.result === 'SUCCESS' ? AliQueryCode.passed : AliQueryCode.pending, msg: s.message, data };
    },
  );
}
