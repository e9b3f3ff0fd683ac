import { ZWaczKey, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { publishedWaczKey } from '../../../services/capture/package/published-key';

/**
 * GET /api/share/waczKey: the public key that signs capture packages, for anyone (decision 644).
 * `npm run verify --key-url <platform>` reads it and compares a package's key with it.
 */
export default function waczKeyRoute(app: App, ctx: AppContext) {
  app.get(
    '/share/waczKey',
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags: ['capture'], response: { 200: zEnvelope(ZWaczKey) } } },
    async () => ok(publishedWaczKey(ctx.config.dataDir)),
  );
}
