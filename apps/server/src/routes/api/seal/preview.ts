import { SEAL_MSG } from '@evidence/shared/constants';
import { ZSealPreview, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { previewSeal } from '../../../services/seals/preview';

/**
 * GET /api/seal/preview (ours): the seal generated from the caller's verified name, as a PNG data
 * URL, for the 生成印章 dialog; stores nothing. Rendering costs CPU: 30 a minute per address.
 */
export default function sealPreviewRoute(app: App, _ctx: AppContext) {
  app.get(
    '/seal/preview',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['seal'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZSealPreview) } },
      preValidation: async (request) => {
        requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'seals.manage', SEAL_MSG.subAccount);
      return ok(await previewSeal(p.user));
    },
  );
}
