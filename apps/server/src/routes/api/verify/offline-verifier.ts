import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { offlineVerifier } from '../../../services/verify/offline-verifier';

/**
 * GET /api/verify/offlineVerifier: 证据包离线验证器.html, public like /verify itself (it holds nothing but
 * the published key). An attachment, so a browser saves it instead of running it on our origin.
 */
export default function offlineVerifierRoute(app: App, ctx: AppContext) {
  app.get('/verify/offlineVerifier', { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['ledger'] } }, async (_request, reply) => {
    const v = offlineVerifier(ctx);
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Disposition', contentDisposition(v.fileName))
      .header('Cache-Control', 'no-cache')
      .send(v.html);
  });
}
