import { ZH5Entry, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { entryView } from '../../../services/esign/phone/entry';

/** GET /api/h5elesign/entry {token} (public: the link token is the credential): the flow, the signer, the steps done. */
export default function h5EntryRoute(app: App, ctx: AppContext) {
  app.get(
    '/h5elesign/entry',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], querystring: ZH5TokenRequest, response: { 200: zEnvelope(ZH5Entry) } } },
    async (request) => ok(await entryView(ctx, request.query.token, clientOf(request))),
  );
}
