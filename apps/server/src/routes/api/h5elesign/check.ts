import { ZH5SignRequest } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { previewSignature } from '../../../services/esign/phone/preview';

/** POST /api/h5elesign/check (the body of sign): the preview PDF of the document with this signer's fields drawn, not stored. */
export default function h5CheckRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/check',
    { bodyLimit: 2 * 1024 * 1024, config: { rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5SignRequest } },
    async (request, reply) => {
      const { pdf, documentSha256 } = await previewSignature(ctx, request.body.token, request.body);
      return reply.headers({ 'Content-Type': 'application/pdf', 'X-Document-Sha256': documentSha256, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }).send(Buffer.from(pdf));
    },
  );
}
