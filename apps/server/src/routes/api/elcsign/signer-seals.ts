import { ZSignerSealsRequest, ZSignerSealsResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { signerSeals } from '../../../services/esign/flows/signer-seals';

/** POST /api/ElcSign/signerSeals {signers: [{phone, companyName}]}: which company signers can stamp; the caller's own seals (decision 826). */
export default function signerSealsRoute(app: App, ctx: AppContext) {
  app.post(
    '/ElcSign/signerSeals',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], body: ZSignerSealsRequest, response: { 200: zEnvelope(ZSignerSealsResponse) } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      preValidation: async (request) => void requirePermission(request, 'esign.use'),
    },
    async (request) => ok(await signerSeals(ctx, requirePermission(request, 'esign.use'), request.body)),
  );
}
