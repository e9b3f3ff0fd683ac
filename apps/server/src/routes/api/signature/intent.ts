import { ZIntentQuery, ZIntentView, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { phoneIntentView } from '../../../services/intent/phone-steps';

/** GET /api/signature/intent {token} (public: the phone has no session): what /signature-code shows. */
export default function signatureIntentRoute(app: App, ctx: AppContext) {
  app.get(
    '/signature/intent',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['signature'], querystring: ZIntentQuery, response: { 200: zEnvelope(ZIntentView) } },
    },
    async (request) => ok(await phoneIntentView(ctx, request.query.token)),
  );
}
