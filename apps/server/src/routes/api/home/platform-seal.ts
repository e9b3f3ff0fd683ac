import type { App, AppContext } from '../../../context';
import { generatedSealPng } from '../../../services/seals/cached-seal';

/**
 * GET /api/home/platformSeal (ours): the platform operator's electronic seal as a PNG, the one every custody
 * certificate carries (issue 24 item 3), so the certificate page shows and prints the same seal as the PDF.
 * Public like the certificate's public copy; it depends only on the configured operator name.
 */
export default function platformSealRoute(app: App, ctx: AppContext) {
  app.get('/home/platformSeal', { compress: false, schema: { tags: ['home'] } }, async (_request, reply) => {
    const png = await generatedSealPng(ctx.config.operator.name);
    return reply
      .headers({ 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' })
      .send(png);
  });
}
