import { z } from 'zod';
import { ZGetMpsInfoQuery, ZMpsInfo, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getMpsInfo } from '../../../services/certificate/get-mps-info';

/** GET|POST /api/share/getMpsInfo with baoquan (000 §7): law-enforcement information, masked unless owner. */
export default function getMpsInfoRoute(app: App, ctx: AppContext) {
  const opts = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };
  const response = { 200: zEnvelope(ZMpsInfo) };
  app.get('/share/getMpsInfo', { ...opts, schema: { tags: ['certificate'], querystring: ZGetMpsInfoQuery, response } }, async (request) =>
    ok(await getMpsInfo(ctx, request.principal, request.query)),
  );
  app.post('/share/getMpsInfo', { ...opts, schema: { tags: ['certificate'], body: ZGetMpsInfoQuery, response } }, async (request) =>
    ok(await getMpsInfo(ctx, request.principal, request.body as z.infer<typeof ZGetMpsInfoQuery>)),
  );
}
