import { ZTemplateIdRequest } from '@evidence/shared/contracts';
import type { App, AppContext } from '../../../context';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { templateFile } from '../../../services/esign/templates/contract-temp-file';
import { templateActor, templateDeps } from './template-deps';

/**
 * GET /api/ElcSign/contractTempFile {id} (ours): the template's PDF bytes for the editor and the preview,
 * with the bearer token (fetched by the page, not linked). Refusals are the JSON envelope.
 */
export default function contractTempFileRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/contractTempFile',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZTemplateIdRequest },
      preValidation: async (request) => void templateActor(request, 'esign.use'),
    },
    async (request, reply) => {
      const file = await templateFile(templateDeps(ctx), templateActor(request, 'esign.use').ownerId, request.query.id);
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(file.size),
          'Content-Disposition': contentDisposition(file.fileName, 'inline'),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Content-SHA256': file.sha256,
        })
        .send(file.stream);
    },
  );
}
