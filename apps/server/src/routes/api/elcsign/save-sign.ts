import multipart from '@fastify/multipart';
import { ESIGN, ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import { ZSaveSignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { saveSign } from '../../../services/esign/flows/save-sign';
import { readMultipart } from '../upload/read-multipart';

/**
 * POST /api/ElcSign/saveSign, multipart `data` (JSON) and an optional `file` (the contract PDF): a draft, or
 * with `send: 1` the flow sent. The file is read up to the limit (one byte more is refused, never stored)
 * and judged by its content in the service.
 */
export default function saveSignRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ESIGN.maxPdfBytes, files: 1, fields: 2, parts: 3, fieldSize: 256 * 1024 } });
    scope.post(
      '/ElcSign/saveSign',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { tags: ['esign'], security: [{ bearer: [] }], consumes: ['multipart/form-data'], response: { 200: zEnvelope(ZSaveSignResponse) } },
        preValidation: async (request) => void requirePermission(request, 'esign.use'),
      },
      async (request) => {
        const p = requirePermission(request, 'esign.use');
        if (!request.isMultipart()) throw refuse(ESIGN_FLOW_MSG.badData);
        const form = await readMultipart(request, { tooLarge: ESIGN_MSG.pdfTooLarge });
        const data: unknown = form.fields.data;
        const file = form.file ? { buf: form.file.bytes, name: form.file.fileName || 'contract.pdf' } : null;
        if (data === undefined) throw refuse(ESIGN_FLOW_MSG.badData);
        const { ip } = clientOf(request);
        const saved = await saveSign(ctx, p, { data, file, siteBase: requestOrigin(request, ctx.config), ip });
        return ok(saved, saved.status === 'draft' ? ESIGN_FLOW_MSG.saved : ESIGN_FLOW_MSG.sent);
      },
    );
  });
}
