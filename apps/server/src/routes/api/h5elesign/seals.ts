import { ZH5Seals, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { sealsForSigner } from '../../../services/esign/phone/seals';

/** GET /api/h5elesign/seals {token}: a company signer's usable seals with their images. */
export default function h5SealsRoute(app: App, ctx: AppContext) {
  app.get(
    '/h5elesign/seals',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], querystring: ZH5TokenRequest, response: { 200: zEnvelope(ZH5Seals) } } },
    async (request) => ok(await sealsForSigner(ctx, request.query.token)),
  );
}
