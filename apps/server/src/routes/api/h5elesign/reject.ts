import { ESIGN_MSG } from '@evidence/shared/constants';
import { ZH5RejectRequest, zEnvelope } from '@evidence/shared/contracts';
import { z } from 'zod';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { rejectFlow } from '../../../services/esign/phone/reject';

/** POST /api/h5elesign/reject {token, reason} (stop): the signer refuses; the flow ends 已拒签. */
export default function h5RejectRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/reject',
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5RejectRequest, response: { 200: zEnvelope(z.object({ rejected: z.boolean() })) } } },
    async (request) => ok(await rejectFlow(ctx, request.body.token, request.body.reason, clientOf(request)), ESIGN_MSG.rejectedDone),
  );
}
