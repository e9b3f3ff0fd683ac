import { z } from 'zod';
import { ZBwcView, ZGetMpsInfoQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getBwcView } from '../../../services/devices/get-bwc-view';

/** GET|POST /api/share/getBwcView with baoquan (+ viewToken) (001 §7): a recording's enforcement view, masked unless owner. */
export default function getBwcViewRoute(app: App, ctx: AppContext) {
  const opts = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };
  const response = { 200: zEnvelope(ZBwcView) };
  app.get('/share/getBwcView', { ...opts, schema: { tags: ['devices'], querystring: ZGetMpsInfoQuery, response } }, async (request) =>
    ok(await getBwcView(ctx, request.principal, request.query, request.ip ?? null)),
  );
  app.post('/share/getBwcView', { ...opts, schema: { tags: ['devices'], body: ZGetMpsInfoQuery, response } }, async (request) =>
    ok(await getBwcView(ctx, request.principal, request.body as z.infer<typeof ZGetMpsInfoQuery>, request.ip ?? null)),
  );
}
