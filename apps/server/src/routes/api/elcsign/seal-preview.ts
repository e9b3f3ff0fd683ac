import { ZEsignSealPreview, ZEsignSealPreviewQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { previewEsignSeal } from '../../../services/esign/seals/seal-create';
import { requireSealManager } from './seal-guard';

/**
 * GET /api/ElcSign/sealPreview {seal_type} (ours): the seal sealCreate {mode: 'generate'} would store,
 * as a data URL, so the page shows it before saving; stores nothing. Rendering costs CPU: 30 a minute.
 */
export default function esignSealPreviewRoute(app: App, _ctx: AppContext) {
  app.get(
    '/ElcSign/sealPreview',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['esign'], security: [{ bearer: [] }], querystring: ZEsignSealPreviewQuery, response: { 200: zEnvelope(ZEsignSealPreview) } },
      preValidation: async (request) => void requireSealManager(request),
    },
    async (request) => ok(await previewEsignSeal(requireSealManager(request).user, request.query.seal_type)),
  );
}
